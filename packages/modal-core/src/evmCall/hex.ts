/** 0x-prefixed hex data. */
export type Hex = `0x${string}`

/**
 * Whether a value is 0x-prefixed hex with an even number of digits (byte data).
 *
 * @example
 * isHex('0x1234') // true
 */
export function isHex(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(value)
}
