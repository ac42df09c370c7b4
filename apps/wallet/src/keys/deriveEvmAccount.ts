import { secp256k1 } from '@noble/curves/secp256k1.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { HDKey } from '@scure/bip32'
import { seedToBip32Seed, type SeedEntropy } from './seed.js'

/** The BIP-44 path of the first Ethereum account, as MetaMask, Rabby and most wallets use it. */
export const EVM_DERIVATION_PATH = "m/44'/60'/0'/0/0"

/** A secp256k1 account: its private key (32 bytes) and its EIP-55 checksummed address. */
export type EvmAccount = { privateKey: Uint8Array; address: `0x${string}` }

/**
 * The EIP-55 mixed-case form of a lowercase hex address (no 0x): a letter is upper case where the
 * keccak-256 of the lowercase address has a nibble of 8 or more.
 */
function checksumAddress(hex: string): `0x${string}` {
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(hex)))
  let out = ''
  for (let i = 0; i < hex.length; i++) out += parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i]!
  return `0x${out}`
}

/**
 * Derives the EVM account of `entropy` on m/44'/60'/0'/0/0 (BIP-32 with `@scure/bip32`, secp256k1 with
 * `@noble/curves`): the address an exported phrase shows in any common wallet.
 *
 * @example
 * const { address } = await deriveEvmAccount(mnemonicToSeedEntropy('abandon … about'))
 * // '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
 */
export async function deriveEvmAccount(entropy: SeedEntropy): Promise<EvmAccount> {
  const key = HDKey.fromMasterSeed(await seedToBip32Seed(entropy)).derive(EVM_DERIVATION_PATH)
  const privateKey = key.privateKey!
  // Uncompressed point without its 0x04 prefix; the address is the last 20 bytes of its keccak-256.
  const publicKey = secp256k1.getPublicKey(privateKey, false).subarray(1)
  return { privateKey, address: checksumAddress(bytesToHex(keccak_256(publicKey).subarray(-20))) }
}
