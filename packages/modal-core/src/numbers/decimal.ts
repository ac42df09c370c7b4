import { InvalidNumberError } from '../errors/numberErrors.js'

/** An exact decimal number: `digits × 10^-scale`, the scale a whole number from 0 up. */
export type Decimal = { digits: bigint; scale: number }

export { MAX_DECIMALS } from './maxDecimals.js'

// What the number functions accept as text: digits with an optional point and an optional exponent.
const DECIMAL_TEXT = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i
// An exponent far past any amount: beyond it the digits alone would not fit in memory.
const MAX_EXPONENT = 1_000_000

/**
 * Reads a `DecimalInput` as an exact decimal; anything else throws `InvalidNumberError`.
 *
 * @example
 * parseDecimal('1.50') // { digits: 150n, scale: 2 }
 * parseDecimal('1e-7') // { digits: 1n, scale: 7 }
 */
export function parseDecimal(value: unknown): Decimal {
  const readable =
    typeof value === 'string' || typeof value === 'bigint' || (typeof value === 'number' && Number.isFinite(value))
  const match = readable ? DECIMAL_TEXT.exec(String(value)) : null
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match ?? []
  const exponent = Number(exponentText)
  if (!match || !(whole || fraction) || Math.abs(exponent) > MAX_EXPONENT) throw new InvalidNumberError({ value })
  const digits = BigInt(`${sign}${whole}${fraction}` || '0')
  const scale = fraction.length - exponent
  return scale < 0 ? { digits: digits * 10n ** BigInt(-scale), scale: 0 } : { digits, scale }
}

/**
 * `a` and `b` written with the same scale, so their digits add, subtract and compare directly.
 *
 * @example
 * alignDecimals(parseDecimal('1.5'), parseDecimal('2')) // [15n, 20n, 1]
 */
export function alignDecimals(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale)
  return [a.digits * 10n ** BigInt(scale - a.scale), b.digits * 10n ** BigInt(scale - b.scale), scale]
}

/**
 * A decimal as plain text: no exponent and no '-0'; trailing zeros cut, or padded to `places` when given.
 *
 * @example
 * decimalToString({ digits: 1500n, scale: 3 })    // '1.5'
 * decimalToString({ digits: 125n, scale: 1 }, 2) // '12.50'
 */
export function decimalToString({ digits, scale }: Decimal, places?: number): string {
  const text = (digits < 0n ? -digits : digits).toString().padStart(scale + 1, '0')
  const whole = text.slice(0, text.length - scale)
  const fraction = text.slice(text.length - scale)
  const shown = places === undefined ? fraction.replace(/0+$/, '') : fraction.padEnd(places, '0')
  return `${digits < 0n ? '-' : ''}${whole}${shown ? `.${shown}` : ''}`
}
