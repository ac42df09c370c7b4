import { BaseError } from './BaseError.js'
import { getSdkError, type SdkErrorKey } from './protocolErrors.js'

/** A JSON-RPC error object: what a peer sends back in an error reply. */
type JsonRpcErrorObject = { code: number; message: string }

/**
 * A JSON-RPC error from the peer's answer (its `code` and message as sent), or one of the SDK error
 * kinds below, which are the same errors when they arise on this side.
 *
 * @example
 * try { await client.request({ topic, chainId, request }) } catch (error) {
 *   if (error instanceof PeerError && error.code === 5000) console.log('the wallet said no')
 * }
 */
export class PeerError extends BaseError {
  override name = 'PeerError'
  constructor(error: JsonRpcErrorObject) {
    super(error.message, { code: error.code })
  }
}

/**
 * An SDK error kind of the protocol (WALLETCONNECT.md, "Error codes"): its code and "{table message} {context}".
 *
 * @example
 * new SdkError('USER_REJECTED').message // 'User rejected.'
 */
export class SdkError extends PeerError {
  override name = 'SdkError'
  readonly kind: SdkErrorKey
  constructor(kind: SdkErrorKey, context?: string) {
    super(getSdkError(kind, context))
    this.kind = kind
  }
}

/**
 * The session ended (6000, 'User disconnected.'): what a request still waiting for its answer rejects with.
 *
 * @example
 * const answer = dapp.request({ topic, chainId, request }) // rejects with UserDisconnectedError once the session is deleted
 */
export class UserDisconnectedError extends SdkError {
  override name = 'UserDisconnectedError'
  constructor(context?: string) {
    super('USER_DISCONNECTED', context)
  }
}

/**
 * A session update older than the last one handled (1003, 'Invalid update request.'); the peer gets it as the reply.
 *
 * @example
 * throw new InvalidUpdateRequestError()
 */
export class InvalidUpdateRequestError extends SdkError {
  override name = 'InvalidUpdateRequestError'
  constructor(context?: string) {
    super('INVALID_UPDATE_REQUEST', context)
  }
}

/**
 * An update by the side that does not control the session, the dapp (3003, 'Unauthorized update request. …').
 *
 * @example
 * await dapp.update({ topic, namespaces }) // throws UnauthorizedUpdateRequestError
 */
export class UnauthorizedUpdateRequestError extends SdkError {
  override name = 'UnauthorizedUpdateRequestError'
  constructor(context?: string) {
    super('UNAUTHORIZED_UPDATE_REQUEST', context)
  }
}

/**
 * An extension by the side that does not control the session, the dapp (3004, 'Unauthorized extend request. …').
 *
 * @example
 * await dapp.extend({ topic }) // throws UnauthorizedExtendRequestError
 */
export class UnauthorizedExtendRequestError extends SdkError {
  override name = 'UnauthorizedExtendRequestError'
  constructor(context?: string) {
    super('UNAUTHORIZED_EXTEND_REQUEST', context)
  }
}

/**
 * A one-click sign-in whose signatures do not check out (7000, 'Session settlement failed. …').
 *
 * @example
 * await response() // rejects with SessionSettlementFailedError: 'Session settlement failed. Signature verification failed'
 */
export class SessionSettlementFailedError extends SdkError {
  override name = 'SessionSettlementFailedError'
  constructor(context?: string) {
    super('SESSION_SETTLEMENT_FAILED', context)
  }
}

/**
 * Requested chains the client cannot take: a namespace without CAIP-2 chains, or chains of another
 * namespace (code 5100).
 *
 * @example
 * throw new UnsupportedChainsError('connect() requiredNamespaces, chains must be defined as …')
 */
export class UnsupportedChainsError extends SdkError {
  override name = 'UnsupportedChainsError'
  constructor(context?: string) {
    super('UNSUPPORTED_CHAINS', context)
  }
}

/**
 * Scoped properties keyed by a namespace that was not requested (connect) or approved (approve); the
 * message is the official client's.
 *
 * @example
 * throw new ScopedPropertiesError('approved', { solana: {} }, ['eip155'])
 */
export class ScopedPropertiesError extends BaseError {
  override name = 'ScopedPropertiesError'
  constructor(scope: 'requested' | 'approved', received: unknown, namespaces: string[]) {
    super(
      scope === 'requested'
        ? `Scoped properties must be a subset of required/optional namespaces, received: ${JSON.stringify(received)}, required/optional namespaces: ${JSON.stringify(namespaces)}`
        : `Scoped properties must be a subset of approved namespaces, received: ${JSON.stringify(received)}, approved namespaces: ${namespaces.join(', ')}`,
      { code: 5 },
    )
  }
}

/**
 * `pair()` with the URI of a pairing already in use (its session was approved); the message is the
 * official client's.
 *
 * @example
 * await wallet.pair({ uri }).catch((error) => error instanceof PairingExistsError && askForNewQr())
 */
export class PairingExistsError extends BaseError {
  override name = 'PairingExistsError'
  constructor(topic: string) {
    super(`Pairing already exists: ${topic}. Please try again with a new connection URI.`, { code: 5 })
  }
}
