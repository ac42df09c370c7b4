import { BaseError } from '../errors/BaseError.js'

/**
 * A `did:key` string that is not an Ed25519 `did:key:z6Mk...` identifier.
 *
 * @example
 * try { decodeDidKey('did:web:example.com') } catch (error) {
 *   if (error instanceof InvalidDidKeyError) console.error(error.code) // 'INVALID_DID_KEY'
 * }
 */
export class InvalidDidKeyError extends BaseError {
  override name = 'InvalidDidKeyError'

  constructor(details: string, options: { cause?: unknown } = {}) {
    super('Invalid did:key.', { code: 'INVALID_DID_KEY', details, cause: options.cause })
  }
}

/** Why a relay JWT was refused. */
export type RelayJwtErrorReason = 'malformed' | 'unsupported-alg' | 'bad-signature' | 'expired' | 'wrong-audience'

const REASON_MESSAGES: Record<RelayJwtErrorReason, { code: string; message: string }> = {
  malformed: { code: 'JWT_MALFORMED', message: 'Malformed relay JWT.' },
  'unsupported-alg': { code: 'JWT_UNSUPPORTED_ALG', message: 'Unsupported relay JWT algorithm.' },
  'bad-signature': { code: 'JWT_BAD_SIGNATURE', message: 'Invalid relay JWT signature.' },
  expired: { code: 'JWT_EXPIRED', message: 'Relay JWT expired.' },
  'wrong-audience': { code: 'JWT_WRONG_AUDIENCE', message: 'Relay JWT audience mismatch.' },
}

/**
 * A relay auth JWT that `verifyRelayJwt` refused. `reason` says which check failed.
 *
 * @example
 * try { verifyRelayJwt(token, { aud: 'ws://127.0.0.1:8787' }) } catch (error) {
 *   if (error instanceof RelayJwtError && error.reason === 'expired') reconnectWithNewToken()
 * }
 */
export class RelayJwtError extends BaseError {
  override name = 'RelayJwtError'
  readonly reason: RelayJwtErrorReason

  constructor(reason: RelayJwtErrorReason, details?: string, options: { cause?: unknown } = {}) {
    const entry = REASON_MESSAGES[reason]
    super(entry.message, { code: entry.code, details, cause: options.cause })
    this.reason = reason
  }
}
