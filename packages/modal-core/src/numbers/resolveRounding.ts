import { InvalidDecimalPlacesError, InvalidRoundingModeError } from '../errors/numberErrors.js'
import { MAX_DECIMALS } from './maxDecimals.js'
import type { RoundingMode } from './types.js'

const ROUNDING_MODES: readonly unknown[] = ['down', 'halfUp', 'halfEven', 'up'] satisfies RoundingMode[]

/**
 * Checks decimal places and a named rounding mode ('down' when absent).
 *
 * @throws InvalidDecimalPlacesError when `decimals` is not a whole number from 0 to 1,000,000.
 * @throws InvalidRoundingModeError when `rounding` is not 'down', 'halfUp', 'halfEven' or 'up'.
 * @example
 * resolveRounding({ decimals: 2, rounding: 'halfEven' }) // { decimals: 2, mode: 'halfEven' }
 */
export function resolveRounding({ decimals, rounding = 'down' }: { decimals: unknown; rounding?: unknown }): {
  decimals: number
  mode: RoundingMode
} {
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new InvalidDecimalPlacesError({ decimals })
  }
  if (!ROUNDING_MODES.includes(rounding)) throw new InvalidRoundingModeError({ rounding })
  return { decimals, mode: rounding as RoundingMode }
}
