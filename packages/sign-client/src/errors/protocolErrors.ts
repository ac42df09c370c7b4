import { BaseError } from './BaseError.js'

/** Internal error kinds of the WalletConnect v2 protocol: code and table message. */
export const INTERNAL_ERRORS = {
  NOT_INITIALIZED: { code: 1, message: 'Not initialized.' },
  NO_MATCHING_KEY: { code: 2, message: 'No matching key.' },
  RESTORE_WILL_OVERRIDE: { code: 3, message: 'Restore will override.' },
  RESUBSCRIBED: { code: 4, message: 'Resubscribed.' },
  MISSING_OR_INVALID: { code: 5, message: 'Missing or invalid.' },
  EXPIRED: { code: 6, message: 'Expired.' },
  UNKNOWN_TYPE: { code: 7, message: 'Unknown type.' },
  MISMATCHED_TOPIC: { code: 8, message: 'Mismatched topic.' },
  NON_CONFORMING_NAMESPACES: { code: 9, message: 'Non conforming namespaces.' },
} as const

/** SDK error kinds sent to the peer in JSON-RPC error replies. */
export const SDK_ERRORS = {
  INVALID_METHOD: { code: 1001, message: 'Invalid method.' },
  INVALID_EVENT: { code: 1002, message: 'Invalid event.' },
  INVALID_UPDATE_REQUEST: { code: 1003, message: 'Invalid update request.' },
  INVALID_EXTEND_REQUEST: { code: 1004, message: 'Invalid extend request.' },
  INVALID_SESSION_SETTLE_REQUEST: { code: 1005, message: 'Invalid session settle request.' },
  UNAUTHORIZED_METHOD: { code: 3001, message: 'Unauthorized method.' },
  UNAUTHORIZED_EVENT: { code: 3002, message: 'Unauthorized event.' },
  UNAUTHORIZED_UPDATE_REQUEST: { code: 3003, message: 'Unauthorized update request.' },
  UNAUTHORIZED_EXTEND_REQUEST: { code: 3004, message: 'Unauthorized extend request.' },
  USER_REJECTED: { code: 5000, message: 'User rejected.' },
  USER_REJECTED_CHAINS: { code: 5001, message: 'User rejected chains.' },
  USER_REJECTED_METHODS: { code: 5002, message: 'User rejected methods.' },
  USER_REJECTED_EVENTS: { code: 5003, message: 'User rejected events.' },
  UNSUPPORTED_CHAINS: { code: 5100, message: 'Unsupported chains.' },
  UNSUPPORTED_METHODS: { code: 5101, message: 'Unsupported methods.' },
  UNSUPPORTED_EVENTS: { code: 5102, message: 'Unsupported events.' },
  UNSUPPORTED_ACCOUNTS: { code: 5103, message: 'Unsupported accounts.' },
  UNSUPPORTED_NAMESPACE_KEY: { code: 5104, message: 'Unsupported namespace key.' },
  USER_DISCONNECTED: { code: 6000, message: 'User disconnected.' },
  SESSION_SETTLEMENT_FAILED: { code: 7000, message: 'Session settlement failed.' },
  WC_METHOD_UNSUPPORTED: { code: 10001, message: 'Unsupported wc_ method.' },
} as const

export type InternalErrorKey = keyof typeof INTERNAL_ERRORS
export type SdkErrorKey = keyof typeof SDK_ERRORS

/**
 * An internal protocol error. The message is "{table message} {context}", as peers and users of the
 * official client expect.
 *
 * @example
 * throw new ProtocolError('MISSING_OR_INVALID', 'request() method: eth_foo')
 * // message: 'Missing or invalid. request() method: eth_foo'
 */
export class ProtocolError extends BaseError {
  override name = 'ProtocolError'
  readonly kind: InternalErrorKey

  constructor(kind: InternalErrorKey, context?: string, options: { cause?: unknown } = {}) {
    const entry = INTERNAL_ERRORS[kind]
    super(context ? `${entry.message} ${context}` : entry.message, { code: entry.code, cause: options.cause })
    this.kind = kind
  }
}

/**
 * A record, key or parameter that is missing or malformed (code 5): "Missing or invalid. {context}".
 *
 * @example
 * try { await client.request({ topic, chainId: 'eip155:1', request: { method: 'eth_foo' } }) } catch (error) {
 *   if (error instanceof MissingOrInvalidError) console.error(error.message) // 'Missing or invalid. request() method: eth_foo'
 * }
 */
export class MissingOrInvalidError extends ProtocolError {
  override name = 'MissingOrInvalidError'
  constructor(context?: string, options?: { cause?: unknown }) {
    super('MISSING_OR_INVALID', context, options)
  }
}

/**
 * A topic, id or key this client does not know (code 2): "No matching key. {context}".
 *
 * @example
 * await client.ping({ topic: 'unknown' }) // throws NoMatchingKeyError: "No matching key. session topic doesn't exist: unknown"
 */
export class NoMatchingKeyError extends ProtocolError {
  override name = 'NoMatchingKeyError'
  constructor(context?: string, options?: { cause?: unknown }) {
    super('NO_MATCHING_KEY', context, options)
  }
}

/**
 * A session, pairing, proposal or URI past its expiry (code 6): "Expired. {context}".
 *
 * @example
 * await wallet.pair({ uri: oldUri }) // throws ExpiredError: 'Expired. pair() URI has expired. …'
 */
export class ExpiredError extends ProtocolError {
  override name = 'ExpiredError'
  constructor(context?: string, options?: { cause?: unknown }) {
    super('EXPIRED', context, options)
  }
}

/**
 * A store used before its `init()` (code 1): "Not initialized. {context}".
 *
 * @example
 * createStore(storage, 'session').get('topic') // throws NotInitializedError: 'Not initialized. session get()'
 */
export class NotInitializedError extends ProtocolError {
  override name = 'NotInitializedError'
  constructor(context?: string, options?: { cause?: unknown }) {
    super('NOT_INITIALIZED', context, options)
  }
}

/**
 * Granted namespaces that do not cover the required ones (code 9): "Non conforming namespaces. {context}".
 *
 * @example
 * await wallet.approve({ id, namespaces: {} }) // throws NonConformingNamespacesError
 */
export class NonConformingNamespacesError extends ProtocolError {
  override name = 'NonConformingNamespacesError'
  constructor(context?: string, options?: { cause?: unknown }) {
    super('NON_CONFORMING_NAMESPACES', context, options)
  }
}

/**
 * An envelope of a type this client does not know (code 7): "Unknown type. {context}".
 *
 * @example
 * peekEnvelopeType(Buffer.from([7]).toString('base64')) // throws UnknownTypeError: 'Unknown type. envelope type: 7'
 */
export class UnknownTypeError extends ProtocolError {
  override name = 'UnknownTypeError'
  constructor(context?: string, options?: { cause?: unknown }) {
    super('UNKNOWN_TYPE', context, options)
  }
}

/**
 * A response that names a request sent on another topic (code 8): "Mismatched topic. {context}".
 *
 * @example
 * await history.resolve(response) // throws MismatchedTopicError when the topics differ
 */
export class MismatchedTopicError extends ProtocolError {
  override name = 'MismatchedTopicError'
  constructor(context?: string, options?: { cause?: unknown }) {
    super('MISMATCHED_TOPIC', context, options)
  }
}

/**
 * The `{ code, message }` object sent in an error reply or a rejection.
 *
 * @example
 * getSdkError('USER_REJECTED') // { code: 5000, message: 'User rejected.' }
 * getSdkError('UNSUPPORTED_CHAINS', 'eip155:5') // { code: 5100, message: 'Unsupported chains. eip155:5' }
 */
export function getSdkError(kind: SdkErrorKey, context?: string): { code: number; message: string } {
  const entry = SDK_ERRORS[kind]
  return { code: entry.code, message: context ? `${entry.message} ${context}` : entry.message }
}
