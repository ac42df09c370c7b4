import { InvalidAccountNameError } from '../errors/nameErrors.js'

/** Spec section 5: a name's label has at least 4 characters. */
export const MIN_ACCOUNT_NAME_LENGTH = 4

/**
 * Checks and normalises a name's label (what the user types, before the zone). Account names may hold
 * only letters, digits and hyphens (spec section 5), so ENS normalisation (ENSIP-15) reduces to its ASCII
 * part: compatibility forms fold (NFKC: fullwidth 'Ａ' is 'a'), case folds, and the label extension
 * ('--' in the 3rd and 4th place) is refused. Whatever ENSIP-15 would refuse beyond that (disallowed
 * characters, mixed scripts, more than 4 non-spacing marks, emoji) is not ASCII after folding, so the
 * letters-digits-hyphens rule refuses it too; this keeps the 30 KB ENSIP-15 tables out of the modal.
 *
 * @throws InvalidAccountNameError
 * @example
 * normalizeAccountName('Alice-01') // 'alice-01'
 * normalizeAccountName('al')       // throws
 */
export function normalizeAccountName(label: string): string {
  const normalized = String(label).trim().normalize('NFKC').toLowerCase()
  if (
    normalized.length < MIN_ACCOUNT_NAME_LENGTH ||
    !/^[a-z0-9-]+$/.test(normalized) ||
    normalized.slice(2, 4) === '--'
  ) {
    throw new InvalidAccountNameError({ details: `"${label}"` })
  }
  return normalized
}
