import { InvalidAccountNameError, InvalidEnsNameError } from '../errors/nameErrors.js'
import { normalizeEnsName } from './normalizeEnsName.js'

/** Spec section 5: a name's label has at least 4 characters. */
export const MIN_ACCOUNT_NAME_LENGTH = 4

/**
 * Checks and normalises a name's label (what the user types, before the zone): ENS normalisation with
 * the full ENSIP-15 normaliser (loaded on first use; it refuses invalid characters, mixed scripts, bad
 * label placement and more than 4 non-spacing marks), then the account-name rule of spec section 5 on
 * the result: letters, digits and hyphens only, at least 4 characters.
 *
 * @throws InvalidAccountNameError (the normaliser's reason, when it refused, in the cause)
 * @example
 * await normalizeAccountName('Alice-01') // 'alice-01'
 * await normalizeAccountName('al')       // throws
 */
export async function normalizeAccountName(label: string): Promise<string> {
  let normalized: string
  try {
    normalized = await normalizeEnsName(String(label).trim())
  } catch (error) {
    if (!(error instanceof InvalidEnsNameError)) throw error
    throw new InvalidAccountNameError({ details: error.details, cause: error })
  }
  if (normalized.length < MIN_ACCOUNT_NAME_LENGTH || !/^[a-z0-9-]+$/.test(normalized))
    throw new InvalidAccountNameError({ details: `"${label}"` })
  return normalized
}
