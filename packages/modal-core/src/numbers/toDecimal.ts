import { decimalToString, parseDecimal } from './decimal.js'
import type { DecimalInput } from './types.js'

/**
 * `value` as a plain decimal string: no exponent, no leading or trailing zeros, no '-0'.
 *
 * @throws InvalidNumberError when `value` is not a number ('abc', '', ' 1', NaN, Infinity).
 * @example
 * toDecimal('001.500') // '1.5'
 * toDecimal('1e-7')    // '0.0000001'
 * toDecimal(10n ** 30n) // '1000000000000000000000000000000'
 */
export function toDecimal(value: DecimalInput): string {
  return decimalToString(parseDecimal(value))
}
