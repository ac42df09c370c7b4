import { decimalToString, parseDecimal } from './decimal.js'
import { resolveRounding } from './resolveRounding.js'
import { roundToPlaces } from './roundDivide.js'
import type { DecimalInput, RoundingParameters } from './types.js'

/**
 * `value` with exactly `decimals` places (zero-padded), for display: a USD value with 2 places, the
 * header balance with 3. Rounding is 'down' unless given; a result that rounds to zero has no '-'.
 *
 * @throws InvalidNumberError, InvalidDecimalPlacesError, InvalidRoundingModeError for bad input.
 * @example
 * formatDecimal('12.5', { decimals: 2 })                       // '12.50'
 * formatDecimal('4680.375', { decimals: 2, rounding: 'halfEven' }) // '4680.38'
 */
export function formatDecimal(value: DecimalInput, parameters: RoundingParameters): string {
  const { decimals, mode } = resolveRounding(parameters)
  const number = parseDecimal(value)
  // A value that rounds to zero is a true zero, so it prints '0.000', never '-0.000'.
  return decimalToString(roundToPlaces(number, decimals, mode), decimals)
}
