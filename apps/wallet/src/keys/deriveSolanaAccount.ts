import { base58 } from '@scure/base'
import { HDKey } from 'micro-key-producer/slip10.js'
import { seedToBip32Seed, type SeedEntropy } from './seed.js'

/** The path Phantom, Solflare and the Solana CLI (`solana-keygen … "prompt://?key=0/0"`) use for the first account. */
export const SOLANA_DERIVATION_PATH = "m/44'/501'/0'/0'"

/** An ed25519 account: its 32-byte private key (the seed of RFC 8032), public key, and base-58 address. */
export type SolanaAccount = { privateKey: Uint8Array; publicKey: Uint8Array; address: string }

/**
 * Derives the Solana account of `entropy` on m/44'/501'/0'/0' with SLIP-10 for ed25519
 * (`micro-key-producer`, over `@noble/curves`): every level hardened, as ed25519 requires.
 *
 * @example
 * const { address } = await deriveSolanaAccount(entropy) // base-58 public key
 */
export async function deriveSolanaAccount(entropy: SeedEntropy): Promise<SolanaAccount> {
  const key = HDKey.fromMasterSeed(await seedToBip32Seed(entropy)).derive(SOLANA_DERIVATION_PATH)
  const publicKey = key.publicKeyRaw
  return { privateKey: key.privateKey, publicKey, address: base58.encode(publicKey) }
}
