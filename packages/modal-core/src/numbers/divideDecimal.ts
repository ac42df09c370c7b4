import { DivisionByZeroError } from '../errors/numberErrors.js'
import { decimalToString, parseDecimal } from './decimal.js'
import { resolveRounding } from './resolveRounding.js'
import { roundDivide } from './roundDivide.js'
import type { DecimalInput, RoundingMode } from './types.js'

export type DivideDecimalParameters = {
  /** Decimal places of the result. Default 18, the most an EVM token uses. */
  decimals?: number | undefined
  /** Default 'down': a quotient such as an amount to send is never overstated. */
  rounding?: RoundingMode | undefined
}

/**
 * `a ÷ b`, rounded once to `decimals` places, as a plain decimal string (trailing zeros cut).
 *
 * @throws DivisionByZeroError when `b` is zero.
 * @throws InvalidNumberError, InvalidDecimalPlacesError, InvalidRoundingModeError for bad input.
 * @example
 * divideDecimal('100', '3120.25', { decimals: 6 })             // '0.032048'
 * divideDecimal('2', '3', { decimals: 2, rounding: 'halfUp' }) // '0.67'
 */
export function divideDecimal(a: DecimalInput, b: DecimalInput, parameters: DivideDecimalParameters = {}): string {
  const { decimals, mode } = resolveRounding({ decimals: parameters.decimals ?? 18, rounding: parameters.rounding })
  const dividend = parseDecimal(a)
  const divisor = parseDecimal(b)
  if (divisor.digits === 0n) throw new DivisionByZeroError()
  // a ÷ b = (a.digits × 10^(decimals + b.scale)) ÷ (b.digits × 10^a.scale), in units of 10^-decimals.
  const top = dividend.digits * 10n ** BigInt(decimals + divisor.scale)
  const bottom = divisor.digits * 10n ** BigInt(dividend.scale)
  return decimalToString({ digits: roundDivide(top, bottom, mode), scale: decimals })
}
