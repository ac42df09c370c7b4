import { formatFiatCents } from './formatFiatCents.js'
import type { OnrampProvider } from './onrampProviders.js'
import { parseFiatCents } from './parseFiatCents.js'

/** The lowest and highest fee, as decimal strings with 2 places in the payment currency. */
export type GetOnrampFeesReturnType = { min: string; max: string }

// Percent with 2 places as an integer (1.25% → 125), so the fee is exact integer math on cents.
const basisPoints = (percent: number) => BigInt(Math.round(percent * 100))
// Rounded half up to the cent.
const feeCents = (cents: bigint, percent: number) => (cents * basisPoints(percent) + 5_000n) / 10_000n

/**
 * The fee range of a provider for an amount: `provider.feeRange` percentages applied to the amount,
 * rounded half up to the cent.
 *
 * @throws InvalidOnrampAmountError when the amount is not a decimal with at most 2 places.
 * @example
 * getOnrampFees(ONRAMP_PROVIDERS[0], '250') // { min: '2.50', max: '5.00' }
 */
export function getOnrampFees(provider: OnrampProvider, amount: string): GetOnrampFeesReturnType {
  const cents = parseFiatCents(amount)
  return {
    min: formatFiatCents(feeCents(cents, provider.feeRange.min)),
    max: formatFiatCents(feeCents(cents, provider.feeRange.max)),
  }
}
