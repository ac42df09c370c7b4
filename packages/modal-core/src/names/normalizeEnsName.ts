import { InvalidEnsNameError } from '../errors/nameErrors.js'

/**
 * A name normalised under ENSIP-15 with the full normaliser (`@adraffy/ens-normalize`, loaded on first
 * use): case and compatibility forms fold; invalid characters, mixed scripts, bad label placement and
 * more than 4 non-spacing marks per label are refused.
 *
 * @throws InvalidEnsNameError with the normaliser's reason
 * @example
 * await normalizeEnsName('Alice.ETH') // 'alice.eth'
 * await normalizeEnsName('a\u200bb.eth') // throws 'Invalid ENS name'
 */
export async function normalizeEnsName(name: string): Promise<string> {
  const { ensNormalize } = await import('./ensNormalizer.js')
  try {
    return ensNormalize(name)
  } catch (error) {
    throw new InvalidEnsNameError({
      name,
      reason: error instanceof Error ? error.message : String(error),
      cause: error,
    })
  }
}
