/** A pairing lives 4 minutes (spec section 9). */
export const PAIRING_LIFETIME_SECONDS = 4 * 60
/** A pairing with this many seconds or fewer left counts as expired (spec section 4). */
export const PAIRING_EXPIRY_MARGIN_SECONDS = 10

/**
 * Whether a pairing is expired: 10 seconds or less left counts as expired.
 *
 * @example
 * isPairingExpired(1700000300, 1700000290) // true: 10 s left
 * isPairingExpired(1700000300, 1700000289) // false: 11 s left
 */
export function isPairingExpired(expiryTimestamp: number, nowSeconds: number = Math.floor(Date.now() / 1000)): boolean {
  return expiryTimestamp - nowSeconds <= PAIRING_EXPIRY_MARGIN_SECONDS
}

/**
 * The expiry timestamp of a pairing created now.
 *
 * @example
 * pairingExpiryFrom(1700000000) // 1700000240
 */
export function pairingExpiryFrom(nowSeconds: number = Math.floor(Date.now() / 1000)): number {
  return nowSeconds + PAIRING_LIFETIME_SECONDS
}
