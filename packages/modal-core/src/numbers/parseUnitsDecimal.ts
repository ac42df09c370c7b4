import { parseDecimal } from './decimal.js'
import { resolveRounding } from './resolveRounding.js'
import { roundToPlaces } from './roundDivide.js'
import type { DecimalInput, RoundingMode } from './types.js'

export type ParseUnitsDecimalParameters = {
  /** For more places than the token has. Default 'down': never send more than was typed. */
  rounding?: RoundingMode | undefined
}

/**
 * A whole-unit amount ('1.5' ETH) in the token's smallest unit (wei), for a transaction.
 *
 * @throws InvalidNumberError, InvalidDecimalPlacesError, InvalidRoundingModeError for bad input.
 * @example
 * parseUnitsDecimal('1.5', 18)       // 1500000000000000000n
 * parseUnitsDecimal('0.1234567', 6)  // 123456n
 */
export function parseUnitsDecimal(
  value: DecimalInput,
  decimals: number,
  parameters: ParseUnitsDecimalParameters = {},
): bigint {
  const { decimals: places, mode } = resolveRounding({ decimals, rounding: parameters.rounding })
  const { digits, scale } = roundToPlaces(parseDecimal(value), places, mode)
  return digits * 10n ** BigInt(places - scale)
}
