import { BaseError } from './BaseError.js'

/**
 * No EIP-1193 provider behind the requested connector (or no connector with that id).
 *
 * @example
 * throw new ProviderNotFoundError({ details: 'connector io.metamask' })
 */
export class ProviderNotFoundError extends BaseError {
  override name = 'ProviderNotFoundError'
  constructor({ details }: { details?: string } = {}) {
    super('Provider not found', { code: 'PROVIDER_NOT_FOUND', details })
  }
}

/**
 * An adapter's `signMessage` was called with no EIP-1193 provider behind it (a WalletConnect or other
 * connector whose provider was never set up). The spec's text for the universal adapter; the UI shows
 * it under its own code, in every language of the UI.
 *
 * @example
 * await createEvmAdapter({ provider: undefined as never }).signMessage({ message, address }) // throws
 */
export class SignMessageProviderUndefinedError extends BaseError {
  override name = 'SignMessageProviderUndefinedError'
  constructor() {
    super('UniversalAdapter:signMessage - provider is undefined', { code: 'SIGN_MESSAGE_PROVIDER_UNDEFINED' })
  }
}

/** What the user declined: a connection, a chain switch or a signature. */
export type RejectedAction = 'connect' | 'switchChain' | 'sign'

const rejectionMessages: Record<RejectedAction, string> = {
  connect: 'Connection request declined',
  switchChain: 'Network switch declined',
  sign: 'Signature declined',
}

/**
 * The user rejected a wallet request (EIP-1193 error 4001). A rejected sign-in signature reads
 * 'Signature declined'.
 *
 * @example
 * throw new UserRejectedError({ action: 'sign', cause })
 */
export class UserRejectedError extends BaseError {
  override name = 'UserRejectedError'
  readonly action: RejectedAction
  constructor({ action, cause }: { action: RejectedAction; cause?: unknown }) {
    super(rejectionMessages[action], { code: 'USER_REJECTED', params: { variant: action }, cause })
    this.action = action
  }
}

/**
 * A wallet answered a request with an error other than a rejection. `rpcCode` keeps the EIP-1193 code.
 *
 * @example
 * throw new ProviderRequestError({ method: 'eth_chainId', rpcCode: -32603, cause })
 */
export class ProviderRequestError extends BaseError {
  override name = 'ProviderRequestError'
  readonly rpcCode: number | undefined
  readonly method: string
  constructor({ method, rpcCode, cause }: { method: string; rpcCode?: number; cause?: unknown }) {
    super('Wallet request failed', { code: 'PROVIDER_REQUEST_FAILED', cause, metaMessages: [`Method: ${method}`] })
    this.rpcCode = rpcCode
    this.method = method
  }
}

/**
 * An action needs a connected wallet and none is connected.
 *
 * @example
 * throw new NotConnectedError()
 */
export class NotConnectedError extends BaseError {
  override name = 'NotConnectedError'
  constructor() {
    super('CaipNetwork or CaipAddress is undefined', { code: 'NOT_CONNECTED' })
  }
}
