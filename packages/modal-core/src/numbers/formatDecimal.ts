import { parseDecimal } from './decimal.js'
import { runDecimal } from './runDecimal.js'
import { resolveRounding } from './resolveRounding.js'
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
  // Rounding first makes a value that becomes zero a true zero, so toFixed does not print '-0.000'.
  return runDecimal(() => number.round(decimals, mode).toFixed(decimals), value)
}
