import type Big from 'big.js'
import { InvalidDecimalPlacesError, InvalidRoundingModeError } from '../errors/numberErrors.js'
import { MAX_DECIMALS } from './maxDecimals.js'
import type { RoundingMode } from './types.js'

const bigRoundingModes: Record<RoundingMode, Big.RoundingMode> = { down: 0, halfUp: 1, halfEven: 2, up: 3 }

/**
 * Checks decimal places and a named rounding mode ('down' when absent) and returns big.js's numbers
 * for them.
 *
 * @throws InvalidDecimalPlacesError when `decimals` is not a whole number from 0 to 1,000,000.
 * @throws InvalidRoundingModeError when `rounding` is not 'down', 'halfUp', 'halfEven' or 'up'.
 * @example
 * resolveRounding({ decimals: 2, rounding: 'halfEven' }) // { decimals: 2, mode: 2 }
 */
export function resolveRounding({ decimals, rounding = 'down' }: { decimals: unknown; rounding?: unknown }): {
  decimals: number
  mode: Big.RoundingMode
} {
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new InvalidDecimalPlacesError({ decimals })
  }
  if (typeof rounding !== 'string' || !Object.hasOwn(bigRoundingModes, rounding))
    throw new InvalidRoundingModeError({ rounding })
  return { decimals, mode: bigRoundingModes[rounding as RoundingMode] }
}
