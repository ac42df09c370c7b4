import { BaseError } from './BaseError.js'
import type { ErrorVariants } from './errorCodes.js'

const CONFIG_MESSAGES: Record<ErrorVariants['WALLET_CONNECT_CONFIG_INVALID'], string> = {
  relayUrlMissing: '`walletConnect.relayUrl` is required',
  relayUrlInvalid: '`walletConnect.relayUrl` must be a ws:// or wss:// URL',
  timeoutInvalid: '`timeoutMs` must be a positive number of milliseconds',
}

export type WalletConnectConfigErrorParameters = {
  problem: ErrorVariants['WALLET_CONNECT_CONFIG_INVALID']
  /** What was given instead. */
  value?: unknown
}

/**
 * WalletConnect's options are missing or wrong: no `walletConnect.relayUrl`, one that is not a `ws://` or
 * `wss://` URL, or a `timeoutMs` that is not a positive number. `setUpWalletConnect` rejects with it at
 * once, before anything connects.
 *
 * @example
 * initModal({ networks, walletConnect: { relayUrl: 'https://relay.example.org' } })
 * await setUpWalletConnect() // rejects: '`walletConnect.relayUrl` must be a ws:// or wss:// URL'
 */
export class WalletConnectConfigError extends BaseError {
  override name = 'WalletConnectConfigError'
  constructor({ problem, value }: WalletConnectConfigErrorParameters) {
    super(CONFIG_MESSAGES[problem], {
      code: 'WALLET_CONNECT_CONFIG_INVALID',
      params: { variant: problem },
      ...(problem === 'relayUrlMissing'
        ? { metaMessages: ["Pass the relay's URL: `walletConnect: { relayUrl: 'wss://relay.example.org' }`."] }
        : { details: `got ${typeof value === 'string' ? JSON.stringify(value) : String(value)}` }),
    })
  }
}

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
