import { BaseError } from '@agentry/sign-client/errors'

/**
 * The root of every error the provider throws: an EIP-1193 `ProviderRpcError` (numeric `code`, optional
 * `data`) on the `BaseError` shape all Agentry packages share (`@agentry/sign-client/errors`), so
 * `shortMessage`, `details` and `walk()` work. The
 * `message` is the spec's text exactly; context goes to `data`, never into the message.
 *
 * @example
 * try { await provider.request({ method: 'eth_call', params }) } catch (error) {
 *   if (error instanceof ProviderRpcError) console.error(error.code, error.message)
 * }
 */
export class ProviderRpcError extends BaseError<number> {
  override name = 'ProviderRpcError'
  readonly data: unknown

  constructor(message: string, options: { code: number; data?: unknown; cause?: unknown }) {
    super(message, { code: options.code, cause: options.cause })
    this.data = options.data
  }
}

/** EIP-1193 and JSON-RPC codes the provider uses. */
export const PROVIDER_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
  limitExceeded: -32005,
  serverError: -32000,
  userDisconnected: 6000,
} as const

/**
 * A request names a chain whose namespace the session (or the `connect()` call) did not configure.
 *
 * @example
 * await provider.request({ method: 'solana_signMessage', params }, 'solana:5eykt…') // no solana namespace
 */
export class NamespaceNotConfiguredError extends ProviderRpcError {
  override name = 'NamespaceNotConfiguredError'
  constructor({ namespace }: { namespace: string }) {
    super('Namespace is not configured. Please call connect() first with namespace config.', {
      code: PROVIDER_ERROR_CODES.chainDisconnected,
      data: { namespace },
    })
  }
}

/**
 * A request was made before any session: call `connect()` (or `enable()`) first.
 *
 * @example
 * await provider.request({ method: 'personal_sign', params }) // before connect()
 */
export class ProviderNotConnectedError extends ProviderRpcError {
  override name = 'ProviderNotConnectedError'
  constructor() {
    super('Please call connect() before request()', { code: PROVIDER_ERROR_CODES.disconnected })
  }
}

/**
 * A method that goes to the chain's RPC (unapproved or read-only) has no `rpcMap` entry for the chain.
 *
 * @example
 * await provider.request({ method: 'eth_blockNumber' }, 'eip155:10') // rpcMap has no chain 10
 */
export class RpcProviderNotFoundError extends ProviderRpcError {
  override name = 'RpcProviderNotFoundError'
  constructor({ chainId }: { chainId: string }) {
    super('JSON-RPC provider for the chain not found', {
      code: PROVIDER_ERROR_CODES.chainDisconnected,
      data: { chainId },
    })
  }
}

/**
 * `wallet_switchEthereumChain` to a chain the session did not approve, with a wallet that did not
 * approve `wallet_switchEthereumChain` either (code 4902, so a caller may try `wallet_addEthereumChain`).
 *
 * @example
 * await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
 */
export class ChainSwitchError extends ProviderRpcError {
  override name = 'ChainSwitchError'
  constructor({ chainId, cause }: { chainId: string; cause?: unknown }) {
    super('Failed to switch to chain', { code: PROVIDER_ERROR_CODES.unrecognizedChain, data: { chainId }, cause })
  }
}

/**
 * `wallet_getCallsStatus` when the wallet did not approve it (nor the batch's status is known here).
 *
 * @example
 * await provider.request({ method: 'wallet_getCallsStatus', params: ['0x…'] })
 */
export class CallStatusNotApprovedError extends ProviderRpcError {
  override name = 'CallStatusNotApprovedError'
  constructor({ id }: { id: unknown }) {
    super('Fetching call status not approved by the wallet.', { code: PROVIDER_ERROR_CODES.unauthorized, data: { id } })
  }
}

/**
 * An `rpcMap` URL that is not http(s): rejected when the provider is made, not at the first request.
 *
 * @example
 * await WalletConnectProvider.init({ relayUrl, rpcMap: { 1: 'wss://node.example' } })
 */
export class IncompatibleRpcUrlError extends ProviderRpcError {
  override name = 'IncompatibleRpcUrlError'
  constructor({ url }: { url: string }) {
    super('Provided URL is not compatible with HTTP connection', { code: PROVIDER_ERROR_CODES.internal, data: { url } })
  }
}

/**
 * The chain's RPC did not answer within the timeout (spec section 9: 10 s by default).
 *
 * @example
 * await provider.request({ method: 'eth_blockNumber' }) // the node hangs
 */
export class RpcTimeoutError extends ProviderRpcError {
  override name = 'RpcTimeoutError'
  constructor({ url, timeoutMs }: { url: string; timeoutMs: number }) {
    super('Network request timed out', { code: PROVIDER_ERROR_CODES.serverError, data: { url, timeoutMs } })
  }
}

/**
 * The chain's RPC could not be reached, or answered with a non-OK HTTP status.
 *
 * @example
 * await provider.request({ method: 'eth_blockNumber' }) // connection refused
 */
export class RpcRequestFailedError extends ProviderRpcError {
  override name = 'RpcRequestFailedError'
  constructor({ url, status, cause }: { url: string; status?: number; cause?: unknown }) {
    super('Network request failed', { code: PROVIDER_ERROR_CODES.serverError, data: { url, status }, cause })
  }
}

/**
 * An option of `init` or `connect` is missing or malformed (a clear error at the call, never a crash).
 *
 * @example
 * await WalletConnectProvider.init({ relayUrl, namespace: 'cosmos' })
 */
export class InvalidProviderOptionError extends ProviderRpcError {
  override name = 'InvalidProviderOptionError'
  constructor({ option, reason }: { option: string; reason: string }) {
    super(`Invalid provider option "${option}": ${reason}`, { code: PROVIDER_ERROR_CODES.internal })
  }
}

/**
 * A request names a chain id that is not one (`wallet_switchEthereumChain` with `'0xzz'`, `-1` or a
 * non-EVM id; `request(args, 'nonsense')`): invalid params (-32602), as JSON-RPC and EIP-1193 have it, not
 * an internal error.
 *
 * @example
 * await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'mainnet' }] })
 */
export class InvalidChainIdError extends ProviderRpcError {
  override name = 'InvalidChainIdError'
  constructor({ chainId }: { chainId: unknown }) {
    super('Invalid chainId', { code: PROVIDER_ERROR_CODES.invalidParams, data: { chainId } })
  }
}

/**
 * `connect()` got no answer from the wallet within its bound (the proposal expires after 5 minutes).
 *
 * @example
 * await provider.connect({ optionalNamespaces, timeoutMs: 60_000 })
 */
export class ConnectTimeoutError extends ProviderRpcError {
  override name = 'ConnectTimeoutError'
  constructor({ timeoutMs }: { timeoutMs: number }) {
    super('Connection request timed out', { code: PROVIDER_ERROR_CODES.userRejected, data: { timeoutMs } })
  }
}
