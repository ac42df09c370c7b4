import {
  DivisionByZeroError,
  InvalidDecimalPlacesError,
  InvalidNumberError,
  InvalidRoundingModeError,
} from '../errors/numberErrors.js'

/**
 * Runs a big.js operation and turns its failures into our named errors. Options are checked before
 * big.js sees them; this is the safety net that keeps the library's raw errors from ever leaking.
 *
 * @example
 * runDecimal(() => parseDecimal('1').div(0)) // throws DivisionByZeroError
 */
export function runDecimal<result>(operation: () => result, value?: unknown): result {
  try {
    return operation()
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    if (message.includes('Division by zero')) throw new DivisionByZeroError()
    if (message.includes('Invalid decimal places')) throw new InvalidDecimalPlacesError()
    if (message.includes('Invalid rounding mode')) throw new InvalidRoundingModeError()
    throw new InvalidNumberError({ value })
  }
}
