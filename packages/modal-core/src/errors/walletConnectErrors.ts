import { BaseError } from './BaseError.js'

export type WalletConnectUnavailableErrorParameters = {
  relayUrl: string
  /** The bound that passed (`setUpWalletConnect({ timeoutMs })`). */
  timeoutMs: number
  /** What the Sign client reported, when it reported something before the bound. */
  cause?: unknown
}

/**
 * WalletConnect could not start because its relay was not reached within the bound of
 * `setUpWalletConnect` (nothing listens, the WebSocket upgrade is never answered, or the network is
 * down). The modal keeps working with browser wallets; calling `setUpWalletConnect()` again retries.
 *
 * @example
 * try { await setUpWalletConnect() }
 * catch (error) { if (error instanceof WalletConnectUnavailableError) showRetry() }
 */
export class WalletConnectUnavailableError extends BaseError {
  override name = 'WalletConnectUnavailableError'
  readonly relayUrl: string
  readonly timeoutMs: number
  constructor({ relayUrl, timeoutMs, cause }: WalletConnectUnavailableErrorParameters) {
    super('Could not connect to WalletConnect. Please try again.', {
      code: 'WALLET_CONNECT_UNAVAILABLE',
      details: `the relay ${relayUrl} was not reached within ${timeoutMs} ms`,
      metaMessages: ['Check `walletConnect.relayUrl` and that the relay is running.'],
      ...(cause === undefined ? {} : { cause }),
    })
    this.relayUrl = relayUrl
    this.timeoutMs = timeoutMs
  }
}
