import { Decimal, parseDecimal } from './decimal.js'
import { runDecimal } from './runDecimal.js'
import { resolveRounding } from './resolveRounding.js'
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
  // big.js divides to the constructor's DP and RM; set them only for this synchronous call.
  const previous = { DP: Decimal.DP, RM: Decimal.RM }
  Decimal.DP = decimals
  Decimal.RM = mode
  try {
    return runDecimal(() => dividend.div(divisor).toFixed())
  } finally {
    Decimal.DP = previous.DP
    Decimal.RM = previous.RM
  }
}
