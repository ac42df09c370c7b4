import { decimalToString, parseDecimal } from './decimal.js'
import { resolveRounding } from './resolveRounding.js'
import { roundToPlaces } from './roundDivide.js'
import type { DecimalInput, RoundingParameters } from './types.js'

/**
 * `value` rounded to at most `decimals` places, trailing zeros cut. The rounding is 'down' (toward
 * zero) unless given, which is how the modal shows balances.
 *
 * @throws InvalidNumberError, InvalidDecimalPlacesError, InvalidRoundingModeError for bad input.
 * @example
 * roundDecimal('10000.99999', { decimals: 3 })                  // '10000.999'
 * roundDecimal('2.675', { decimals: 2, rounding: 'halfUp' })    // '2.68'
 * roundDecimal('-0.0001', { decimals: 3 })                      // '0'
 */
export function roundDecimal(value: DecimalInput, parameters: RoundingParameters): string {
  const { decimals, mode } = resolveRounding(parameters)
  const number = parseDecimal(value)
  return decimalToString(roundToPlaces(number, decimals, mode))
}
