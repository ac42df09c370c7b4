import { InvalidOnrampAmountError } from '../errors/onrampErrors.js'

/**
 * A fiat amount ('100', '100.5', '7500.00') as whole cents. Integer cents keep limit checks and fees
 * exact without a decimal library (internal).
 *
 * @throws InvalidOnrampAmountError when not a decimal with at most 2 places.
 */
export function parseFiatCents(amount: string | undefined): bigint {
  const match = amount === undefined ? null : /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (!match) throw new InvalidOnrampAmountError({ amount })
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}
