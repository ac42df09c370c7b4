import Big from 'big.js'
import { InvalidNumberError } from '../errors/numberErrors.js'
import { runDecimal } from './runDecimal.js'

/**
 * Our own big.js constructor: its settings (division precision, rounding) are never shared with
 * another copy of big.js on the page.
 */
export const Decimal: Big.BigConstructor = /* @__PURE__ */ Big()

export { MAX_DECIMALS } from './maxDecimals.js'

/**
 * Reads a `DecimalInput` as a big.js number; anything else, and any text big.js rejects, throws
 * `InvalidNumberError` (never big.js's own error).
 *
 * @example
 * parseDecimal('1.50').toFixed() // '1.5'
 */
export function parseDecimal(value: unknown): Big.Big {
  const readable =
    typeof value === 'string' || typeof value === 'bigint' || (typeof value === 'number' && Number.isFinite(value))
  const text = readable ? String(value) : undefined
  if (text === undefined) throw new InvalidNumberError({ value })
  return runDecimal(() => new Decimal(text), value)
}
