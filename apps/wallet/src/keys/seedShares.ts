import { combine, split } from 'shamir-secret-sharing'
import { InvalidShareError, NotEnoughSharesError } from './keyErrors.js'
import type { SeedEntropy } from './seed.js'

/** The three shares of one 2-of-3 split of the seed: any two restore it, one alone says nothing about it. */
export type SeedShares = { device: Uint8Array; auth: Uint8Array; recovery: Uint8Array }

/**
 * Splits the seed 2-of-3 with the audited `shamir-secret-sharing` (each share is the seed's length plus
 * one byte, its x-coordinate). Every call makes a new, unrelated split.
 *
 * @example
 * const { device, auth, recovery } = await splitSeed(entropy)
 */
export async function splitSeed(entropy: SeedEntropy): Promise<SeedShares> {
  const [device, auth, recovery] = await split(entropy, 3, 2)
  return { device: device!, auth: auth!, recovery: recovery! }
}

/**
 * Restores the seed from two shares of one split.
 *
 * @throws NotEnoughSharesError with fewer than two distinct shares; InvalidShareError for a share of the
 *   wrong length. Shares of different splits combine into a wrong seed, which the caller detects by the
 *   account's address.
 * @example
 * const entropy = await combineSeedShares([deviceShare, authShare])
 */
export async function combineSeedShares(shares: readonly Uint8Array[]): Promise<SeedEntropy> {
  for (const share of shares)
    if (share.length !== 17 && share.length !== 33) throw new InvalidShareError('a share is 17 or 33 bytes')
  // The last byte is the share's x-coordinate: the same share twice is still one share.
  const distinct = new Set(shares.map((share) => share[share.length - 1]))
  if (distinct.size < 2) throw new NotEnoughSharesError({ given: distinct.size })
  if (new Set(shares.map((share) => share.length)).size !== 1)
    throw new InvalidShareError('the shares are of different lengths')
  try {
    return await combine([...shares])
  } catch (error) {
    throw new InvalidShareError('the shares do not combine', error)
  }
}
