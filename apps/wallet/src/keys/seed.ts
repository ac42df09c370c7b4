import { entropyToMnemonic, mnemonicToEntropy, mnemonicToSeed } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { InvalidSeedError } from './keyErrors.js'

/**
 * The wallet's seed: the entropy of a BIP-39 mnemonic, 16 bytes (12 words) or 32 bytes (24 words). This is
 * what is split into shares; the phrase and the BIP-32 seed are computed from it when needed.
 */
export type SeedEntropy = Uint8Array

/** Entropy length for a 12-word (16 bytes) or 24-word (32 bytes) phrase. */
export type SeedStrength = 16 | 32

function assertEntropy(entropy: Uint8Array): void {
  if (entropy.length !== 16 && entropy.length !== 32)
    throw new InvalidSeedError(`entropy must be 16 or 32 bytes, got ${entropy.length}`)
}

/**
 * Makes new seed entropy from the platform's CSPRNG (`crypto.getRandomValues`, in the browser and in Node).
 *
 * @example
 * const entropy = createSeedEntropy(16) // a 12-word wallet
 */
export function createSeedEntropy(strength: SeedStrength = 16): SeedEntropy {
  if (strength !== 16 && strength !== 32) throw new InvalidSeedError(`strength must be 16 or 32 bytes`)
  return crypto.getRandomValues(new Uint8Array(strength))
}

/**
 * The English BIP-39 phrase of `entropy`: what the user may export into any common wallet.
 *
 * @example
 * seedToMnemonic(new Uint8Array(16)) // 'abandon abandon … about'
 */
export function seedToMnemonic(entropy: SeedEntropy): string {
  assertEntropy(entropy)
  return entropyToMnemonic(entropy, wordlist)
}

/**
 * The entropy of an English BIP-39 phrase (its checksum checked).
 *
 * @throws InvalidSeedError when the phrase is not a valid 12- or 24-word mnemonic
 * @example
 * mnemonicToSeedEntropy('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about')
 */
export function mnemonicToSeedEntropy(mnemonic: string): SeedEntropy {
  let entropy: Uint8Array
  try {
    entropy = mnemonicToEntropy(mnemonic.trim().toLowerCase().split(/\s+/).join(' '), wordlist)
  } catch (error) {
    throw new InvalidSeedError('not a valid English BIP-39 phrase', error)
  }
  assertEntropy(entropy)
  return entropy
}

/**
 * The 64-byte BIP-32 master seed of `entropy` (PBKDF2 of its phrase, no passphrase), from which both
 * chains' keys are derived.
 *
 * @example
 * const bip32Seed = await seedToBip32Seed(entropy)
 */
export async function seedToBip32Seed(entropy: SeedEntropy): Promise<Uint8Array> {
  return mnemonicToSeed(seedToMnemonic(entropy))
}
