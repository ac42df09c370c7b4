import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'

/**
 * A UTF-8 string as 0x-prefixed hex (what `personal_sign` takes).
 *
 * @example
 * utf8ToHex('hi') // '0x6869'
 */
export function utf8ToHex(value: string): `0x${string}` {
  return `0x${bytesToHex(utf8ToBytes(value))}`
}

/**
 * A non-negative integer as minimal 0x-prefixed hex (EIP-1193 quantities such as chain ids).
 *
 * @example
 * quantityToHex(1337) // '0x539'
 */
export function quantityToHex(value: number | bigint): `0x${string}` {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new RangeError(`Not an integer: ${value}`)
  if (value < 0) throw new RangeError(`Negative quantity: ${value}`)
  return `0x${value.toString(16)}`
}
