import { InvalidNumberError } from '../errors/numberErrors.js'
import { resolveRounding } from './resolveRounding.js'

/**
 * An amount in the token's smallest unit (a bigint, or an integer string such as a wallet's hex
 * balance) in whole units, exact, as a plain decimal string. It reads no decimal text, so the first load,
 * which formats a wallet's balance with it, holds none of the other number functions.
 *
 * @throws InvalidNumberError when `value` is not an integer; InvalidDecimalPlacesError for bad `decimals`.
 * @example
 * formatUnitsDecimal(1500000000000000000n, 18)  // '1.5'
 * formatUnitsDecimal('0x1bc16d674ec80000', 18)  // '2'
 */
export function formatUnitsDecimal(value: bigint | string, decimals: number): string {
  const { decimals: places } = resolveRounding({ decimals })
  const amount = toBigInt(value)
  const digits = (amount < 0n ? -amount : amount).toString().padStart(places + 1, '0')
  const whole = digits.slice(0, digits.length - places)
  const fraction = digits.slice(digits.length - places).replace(/0+$/, '')
  return `${amount < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

function toBigInt(value: bigint | string): bigint {
  if (typeof value === 'bigint') return value
  // BigInt() also reads '' and ' 1 ' as numbers; only a bare integer or 0x-hex is an amount here.
  if (typeof value !== 'string' || !/^(-?\d+|0x[\da-f]+)$/i.test(value)) throw new InvalidNumberError({ value })
  return BigInt(value)
}
