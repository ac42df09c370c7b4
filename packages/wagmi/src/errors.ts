import { BaseError } from '@agentry/sign-client/errors'

/**
 * wagmi asked the connector to reconnect (at page load) but no WalletConnect session is stored: wagmi's
 * `reconnect` skips the connector. The other errors the connector throws are wagmi's and viem's own
 * (`UserRejectedRequestError`, `SwitchChainError`), as wagmi expects, or the provider's `ProviderRpcError`s;
 * this one shares their `BaseError` shape (`@agentry/sign-client/errors`).
 *
 * @example
 * await connector.connect({ isReconnecting: true }) // rejects when nothing is stored
 */
export class NoSessionToReconnectError extends BaseError<'NO_SESSION_TO_RECONNECT'> {
  override name = 'NoSessionToReconnectError'

  constructor() {
    super('No session to reconnect', { code: 'NO_SESSION_TO_RECONNECT' })
  }
}
