import type { SiwxSession } from '../options/siwxConfig.js'

/**
 * Spec section 5: a session is valid only with an address and a chainId.
 *
 * @example
 * isValidSession({ address: '0xf39F…', chainId: 1 }) // true
 */
export function isValidSession(value: unknown): value is SiwxSession {
  const session = value as Partial<SiwxSession> | null | undefined
  return (
    typeof session === 'object' &&
    session !== null &&
    typeof session.address === 'string' &&
    session.address !== '' &&
    typeof session.chainId === 'number' &&
    Number.isFinite(session.chainId)
  )
}
