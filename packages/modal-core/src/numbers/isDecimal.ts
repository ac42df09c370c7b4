import { InvalidNumberError } from '../errors/numberErrors.js'
import { parseDecimal } from './decimal.js'

/**
 * Whether `value` is a number the decimal functions accept (for example a typed amount). Never throws.
 *
 * @example
 * isDecimal('0.25') // true
 * isDecimal('1,5')  // false
 */
export function isDecimal(value: unknown): boolean {
  try {
    parseDecimal(value)
    return true
  } catch (error) {
    if (error instanceof InvalidNumberError) return false
    throw error
  }
}
