import { alignDecimals, decimalToString, parseDecimal } from './decimal.js'
import type { DecimalInput } from './types.js'

/**
 * `a - b`, exact, as a plain decimal string.
 *
 * @throws InvalidNumberError when either value is not a number.
 * @example
 * subtractDecimal('10000', '0.000021') // '9999.999979'
 */
export function subtractDecimal(a: DecimalInput, b: DecimalInput): string {
  const [x, y, scale] = alignDecimals(parseDecimal(a), parseDecimal(b))
  return decimalToString({ digits: x - y, scale })
}
