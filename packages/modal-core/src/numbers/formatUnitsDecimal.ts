import { InvalidNumberError } from '../errors/numberErrors.js'
import { parseDecimal } from './decimal.js'
import { resolveRounding } from './resolveRounding.js'

/**
 * An amount in the token's smallest unit (a bigint, or an integer string such as a wallet's hex
 * balance) in whole units, exact, as a plain decimal string.
 *
 * @throws InvalidNumberError when `value` is not an integer; InvalidDecimalPlacesError for bad `decimals`.
 * @example
 * formatUnitsDecimal(1500000000000000000n, 18)  // '1.5'
 * formatUnitsDecimal('0x1bc16d674ec80000', 18)  // '2'
 */
export function formatUnitsDecimal(value: bigint | string, decimals: number): string {
  const { decimals: places } = resolveRounding({ decimals })
  return parseDecimal(`${toBigInt(value)}e-${places}`).toFixed()
}

function toBigInt(value: bigint | string): bigint {
  if (typeof value === 'bigint') return value
  // BigInt() also reads '' and ' 1 ' as numbers; only a bare integer or 0x-hex is an amount here.
  if (typeof value !== 'string' || !/^(-?\d+|0x[\da-f]+)$/i.test(value)) throw new InvalidNumberError({ value })
  return BigInt(value)
}
