/** Machine-readable codes of every error modal-core throws. */
export type ErrorCode =
  | 'UNKNOWN'
  | 'USER_REJECTED'
  | 'CONFIG_INVALID'
  | 'CAIP_ADDRESS_INVALID'
  | 'CAIP_NETWORK_ID_INVALID'
  | 'NETWORK_NOT_FOUND'
  | 'PROVIDER_NOT_FOUND'
  | 'PROVIDER_REQUEST_FAILED'
  | 'CHAIN_SWITCH_UNSUPPORTED'
  | 'CHAIN_NOT_SUPPORTED'
  | 'SESSION_FETCH_FAILED'
  | 'VERIFY_MESSAGE_FAILED'
  | 'NOT_CONNECTED'
  | 'REQUEST_ABORTED'
  | 'RPC_CALL_NOT_ALLOWED'
  | 'LAST_NETWORK_REMOVAL'
  | 'CHAIN_ADAPTER_NOT_FOUND'
  | 'SIGN_MESSAGE_FAILED'
  | 'ESTIMATE_GAS_FAILED'
  | 'CAPABILITIES_INVALID'
  | 'CALL_INVALID'
  | 'SEND_PARAMETERS_INVALID'
  | 'SEND_TRANSACTION_FAILED'
  | 'SOLANA_SEND_FAILED'
  | 'COMMITMENT_INVALID'
  | 'UNSUPPORTED_CHAIN'
  | 'RPC_URL_MISSING'
  | 'HTTP_STATUS'
  | 'RPC_REQUEST_FAILED'
  | 'TRANSACTION_HASH_INVALID'
  | 'TRANSACTION_NOT_FOUND'
  | 'TRANSACTION_RECEIPT_TIMEOUT'
  | 'TRANSACTION_RPC_FAILED'
  | 'NUMBER_INVALID'
  | 'DECIMAL_PLACES_INVALID'
  | 'ROUNDING_MODE_INVALID'
  | 'DIVISION_BY_ZERO'
  | 'ADAPTER_NOT_FOUND'
  | 'FEATURE_UNAVAILABLE'
  | 'SWAP_NETWORK_UNSUPPORTED'
  | 'GAS_PRICE_NETWORK_UNSUPPORTED'
  | 'SWAP_FAILED'
  | 'INSUFFICIENT_FUNDS'
  | 'NETWORK_NOT_SERVED'
  | 'ACCOUNT_NAME_FAILED'
  | 'ACCOUNT_NAME_INVALID'
  | 'CHAIN_ID_INVALID'
  | 'FRAME_REQUEST_FAILED'
  | 'FRAME_TIMEOUT'
  | 'SOCIAL_POPUP_BLOCKED'
  | 'SOCIAL_LOGIN_CANCELLED'
  | 'WALLET_CONNECT_NOT_CONFIGURED'
  | 'FRAME_NOT_SET'
  | 'FRAME_INPUT_INVALID'
  | 'EMAIL_COOLDOWN'
  | 'ONRAMP_AMOUNT_INVALID'
  | 'ONRAMP_AMOUNT_OUT_OF_RANGE'
  | 'ONRAMP_SELECTION_INCOMPLETE'
  | 'TRANSACTIONS_FETCH_FAILED'

export type BaseErrorParameters = {
  /** Stable code for programs; the message is for people. */
  code?: ErrorCode
  /** Extra technical text (for example a server's or wallet's own message). */
  details?: string
  /** Lines shown under the short message. */
  metaMessages?: string[]
  cause?: unknown
}

/**
 * The root of every error thrown by modal-core. `shortMessage` is the exact user-facing text of the
 * specification; `message` adds details for logs.
 *
 * @example
 * try { await connect({ connectorId: 'io.metamask' }) }
 * catch (error) { if (error instanceof BaseError) console.info(error.code, error.shortMessage) }
 */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly code: ErrorCode
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof BaseError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined)
    const message = [
      shortMessage,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
    ].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.code = parameters.code ?? 'UNKNOWN'
    this.details = details
    this.metaMessages = parameters.metaMessages
  }

  /**
   * Walks the `cause` chain and returns the deepest error, or the first one `predicate` accepts.
   *
   * @example
   * const rpcError = error.walk((e) => typeof (e as { code?: unknown }).code === 'number')
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walkCauses(this, predicate)
  }
}

function walkCauses(start: unknown, predicate?: (error: unknown) => boolean): unknown {
  let current = start
  for (;;) {
    if (predicate?.(current)) return current
    const next = current instanceof Error ? current.cause : undefined
    if (next === undefined) return predicate ? null : current
    current = next
  }
}
