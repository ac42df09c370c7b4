import { alignDecimals, parseDecimal } from './decimal.js'
import type { DecimalInput } from './types.js'

/**
 * -1 when `a < b`, 0 when equal, 1 when `a > b`, compared exactly (so it can sort, or check that an
 * amount does not exceed a balance).
 *
 * @throws InvalidNumberError when either value is not a number.
 * @example
 * compareDecimal('1.10', '1.1')                 // 0
 * compareDecimal('10000', '10000.000000000001') // -1
 */
export function compareDecimal(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  const [x, y] = alignDecimals(parseDecimal(a), parseDecimal(b))
  return x < y ? -1 : x > y ? 1 : 0
}
