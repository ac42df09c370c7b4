import { decimalToString, parseDecimal } from './decimal.js'
import type { DecimalInput } from './types.js'

/**
 * `a × b`, exact, as a plain decimal string (round it for display with `roundDecimal`).
 *
 * @throws InvalidNumberError when either value is not a number.
 * @example
 * multiplyDecimal('1.5', '3120.25') // '4680.375' (a token amount times its USD price)
 */
export function multiplyDecimal(a: DecimalInput, b: DecimalInput): string {
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  return decimalToString({ digits: x.digits * y.digits, scale: x.scale + y.scale })
}
