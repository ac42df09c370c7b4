import { readStorage, removeStorage, writeStorage } from './storage.js'

/** Spec section 3, "Email login cache". */
export type EmailLoginCache = {
  email?: string
  socialUsername?: string
  lastUsedChainId?: number | string
  /** ms since epoch of the last login email, for the 30 s cooldown across reloads. */
  lastEmailLoginTime?: number
  smartAccountEnabledNetworks?: number[]
}

const isCache = (value: unknown): value is EmailLoginCache =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The stored email-login details (empty when none).
 *
 * @example
 * readEmailLoginCache().email // 'alice@example.org'
 */
export function readEmailLoginCache(): EmailLoginCache {
  return readStorage('emailLoginCache', isCache) ?? {}
}

/**
 * Merges details into the email-login cache.
 *
 * @example
 * updateEmailLoginCache({ lastEmailLoginTime: Date.now() })
 */
export function updateEmailLoginCache(update: EmailLoginCache): void {
  writeStorage('emailLoginCache', { ...readEmailLoginCache(), ...update })
}

/**
 * Forgets the email-login details: on disconnect, or when the frame reports not connected.
 *
 * @example
 * clearEmailLoginCache()
 */
export function clearEmailLoginCache(): void {
  removeStorage('emailLoginCache')
}
