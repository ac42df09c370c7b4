import { normalize } from 'viem/ens'
import { InvalidAccountNameError } from '../errors/nameErrors.js'

/** Spec section 5: a name's label has at least 4 characters. */
export const MIN_ACCOUNT_NAME_LENGTH = 4

/**
 * Checks and normalises a name's label (what the user types, before the zone): ENS normalisation
 * (ENSIP-15, through @adraffy/ens-normalize as viem ships it) rejects invalid characters, mixed
 * scripts, bad hyphen placement and more than 4 non-spacing marks; then only letters, digits and
 * hyphens, at least 4 of them, may remain.
 *
 * @throws InvalidAccountNameError
 * @example
 * normalizeAccountName('Alice-01') // 'alice-01'
 * normalizeAccountName('al')       // throws
 */
export function normalizeAccountName(label: string): string {
  let normalized: string
  try {
    normalized = normalize(label.trim())
  } catch (error) {
    throw new InvalidAccountNameError({ cause: error })
  }
  if (normalized.length < MIN_ACCOUNT_NAME_LENGTH || !/^[a-z0-9-]+$/.test(normalized)) {
    throw new InvalidAccountNameError({ details: `"${label}"` })
  }
  return normalized
}
