import type { Decimal } from './decimal.js'
import type { RoundingMode } from './types.js'

/**
 * `dividend ÷ divisor` as a whole number, rounded by `mode` ('down' toward zero, 'up' away from it,
 * 'halfUp' a tie away from zero, 'halfEven' a tie to the even digit). The divisor is never zero here.
 *
 * @example
 * roundDivide(2675n, 10n, 'halfEven') // 268n
 * roundDivide(-7n, 2n, 'down')        // -3n
 */
export function roundDivide(dividend: bigint, divisor: bigint, mode: RoundingMode): bigint {
  const negative = dividend < 0n !== divisor < 0n
  const top = dividend < 0n ? -dividend : dividend
  const bottom = divisor < 0n ? -divisor : divisor
  const quotient = top / bottom
  const twice = (top % bottom) * 2n
  const away =
    mode === 'up'
      ? twice > 0n
      : mode === 'halfUp'
        ? twice >= bottom
        : mode === 'halfEven'
          ? twice > bottom || (twice === bottom && quotient % 2n === 1n)
          : false
  const rounded = away ? quotient + 1n : quotient
  return negative ? -rounded : rounded
}

/**
 * `value` with at most `places` decimal places, rounded by `mode`.
 *
 * @example
 * roundToPlaces({ digits: 2675n, scale: 3 }, 2, 'halfUp') // { digits: 268n, scale: 2 }
 */
export function roundToPlaces(value: Decimal, places: number, mode: RoundingMode): Decimal {
  if (value.scale <= places) return value
  return { digits: roundDivide(value.digits, 10n ** BigInt(value.scale - places), mode), scale: places }
}
