import Big from 'big.js'
import { DivisionByZeroError, InvalidDecimalPlacesError, InvalidNumberError, InvalidRoundingModeError } from '../errors/numberErrors.js'

/**
 * Our own big.js constructor: its settings (division precision, rounding) are never shared with
 * another copy of big.js on the page.
 */
export const Decimal: Big.BigConstructor = /* @__PURE__ */ Big()

/** big.js's own upper bound for decimal places. */
export const MAX_DECIMALS = 1_000_000

/**
 * Reads a `DecimalInput` as a big.js number; anything else, and any text big.js rejects, throws
 * `InvalidNumberError` (never big.js's own error).
 *
 * @example
 * parseDecimal('1.50').toFixed() // '1.5'
 */
export function parseDecimal(value: unknown): Big.Big {
  const readable = typeof value === 'string' || typeof value === 'bigint' || (typeof value === 'number' && Number.isFinite(value))
  const text = readable ? String(value) : undefined
  if (text === undefined) throw new InvalidNumberError({ value })
  return runDecimal(() => new Decimal(text), value)
}

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
