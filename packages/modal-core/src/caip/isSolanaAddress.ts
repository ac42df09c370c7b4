import { base58 } from '@scure/base'

const base58Text = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether a string is a Solana address: base58, 32 to 44 characters (spec section 5), decoding to a
 * 32-byte public key.
 *
 * @example
 * isSolanaAddress('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin') // true
 */
export function isSolanaAddress(value: string): boolean {
  if (typeof value !== 'string' || !base58Text.test(value)) return false
  try {
    return base58.decode(value).length === 32
  } catch {
    return false
  }
}
