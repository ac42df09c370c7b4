import { alignDecimals, decimalToString, parseDecimal } from './decimal.js'
import type { DecimalInput } from './types.js'

/**
 * `a + b`, exact, as a plain decimal string.
 *
 * @throws InvalidNumberError when either value is not a number.
 * @example
 * addDecimal('0.1', '0.2') // '0.3'
 */
export function addDecimal(a: DecimalInput, b: DecimalInput): string {
  const [x, y, scale] = alignDecimals(parseDecimal(a), parseDecimal(b))
  return decimalToString({ digits: x + y, scale })
}
