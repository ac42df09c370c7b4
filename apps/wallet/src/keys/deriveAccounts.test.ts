import { createPrivateKey, createPublicKey } from 'node:crypto'
import { base58 } from '@scure/base'
import { derivePath } from 'ed25519-hd-key'
import { describe, expect, it } from 'vitest'
import { deriveEvmAccount } from './deriveEvmAccount.js'
import { deriveSolanaAccount } from './deriveSolanaAccount.js'
import { InvalidSeedError } from './keyErrors.js'
import { createSeedEntropy, mnemonicToSeedEntropy, seedToBip32Seed, seedToMnemonic } from './seed.js'

// BIP-39's first test vector (entropy of 16 zero bytes). Its first Ethereum address and its first
// Solana address are the ones MetaMask and Phantom show for this phrase, published in many wallets' tests.
const ABANDON = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const ABANDON_EVM = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const ABANDON_SOLANA = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'

/** The ed25519 public key of a 32-byte private key, computed by OpenSSL (Node), not by the noble code under test. */
function opensslEd25519PublicKey(privateKey: Uint8Array): Uint8Array {
  // PKCS#8 prefix of an ed25519 private key (RFC 8410): the DER header followed by the 32-byte key.
  const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), privateKey])
  const spki = createPublicKey(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })).export({
    format: 'der',
    type: 'spki',
  })
  return new Uint8Array(spki.subarray(-32))
}

describe('seed entropy and phrase', () => {
  it('turns 16 zero bytes into the BIP-39 vector phrase and back, and makes fresh random entropy', async () => {
    expect(seedToMnemonic(new Uint8Array(16))).toBe(ABANDON)
    expect(mnemonicToSeedEntropy(`  ${ABANDON.toUpperCase()} `)).toEqual(new Uint8Array(16))
    // BIP-39's PBKDF2 seed of this phrase with no passphrase.
    expect(Buffer.from(await seedToBip32Seed(new Uint8Array(16))).toString('hex')).toBe(
      '5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc19a5ac40b389cd370d086206dec8aa6c43daea6690f20ad3d8d48b2d2ce9e38e4',
    )
    const a = createSeedEntropy(16)
    const b = createSeedEntropy(32)
    expect([a.length, b.length]).toEqual([16, 32])
    expect(seedToMnemonic(b).split(' ')).toHaveLength(24)
    expect(a).not.toEqual(createSeedEntropy(16))
  })

  it('refuses entropy of another length and a phrase with a wrong checksum, with typed errors', () => {
    expect(() => seedToMnemonic(new Uint8Array(20))).toThrow(InvalidSeedError)
    const wrongChecksum = ABANDON.replace(/about$/, 'abandon')
    expect(() => mnemonicToSeedEntropy(wrongChecksum)).toThrow(
      expect.objectContaining({ code: 'INVALID_SEED', message: 'Invalid seed: not a valid English BIP-39 phrase' }),
    )
  })
})

describe('account derivation on the standard paths', () => {
  it("gives the well-known EVM address of the vector phrase on m/44'/60'/0'/0/0", async () => {
    const account = await deriveEvmAccount(mnemonicToSeedEntropy(ABANDON))
    expect(account.address).toBe(ABANDON_EVM)
    expect(account.privateKey).toHaveLength(32)
  })

  it("gives the well-known Solana address on m/44'/501'/0'/0', and an independent SLIP-10 derivation agrees", async () => {
    const entropy = mnemonicToSeedEntropy(ABANDON)
    const account = await deriveSolanaAccount(entropy)
    expect(account.address).toBe(ABANDON_SOLANA)

    // Independently: SLIP-10 by ed25519-hd-key, the public key by OpenSSL.
    const { key } = derivePath("m/44'/501'/0'/0'", Buffer.from(await seedToBip32Seed(entropy)).toString('hex'))
    expect(account.privateKey).toEqual(new Uint8Array(key))
    expect(base58.encode(opensslEd25519PublicKey(key))).toBe(ABANDON_SOLANA)
  })

  it('derives other addresses from other entropy, the same on every call', async () => {
    const entropy = createSeedEntropy(32)
    const [evm, sol] = [await deriveEvmAccount(entropy), await deriveSolanaAccount(entropy)]
    expect(evm.address).not.toBe(ABANDON_EVM)
    expect(sol.address).not.toBe(ABANDON_SOLANA)
    expect((await deriveEvmAccount(entropy)).address).toBe(evm.address)
    const { key } = derivePath("m/44'/501'/0'/0'", Buffer.from(await seedToBip32Seed(entropy)).toString('hex'))
    expect(base58.encode(opensslEd25519PublicKey(key))).toBe(sol.address)
  })
})
