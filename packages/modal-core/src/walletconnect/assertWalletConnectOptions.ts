import { WalletConnectConfigError } from '../errors/walletConnectErrors.js'

/**
 * Checks WalletConnect's options before anything connects, so a wrong one fails at the call instead of
 * as a connection that never opens: `relayUrl` a `ws://` or `wss://` URL, `timeoutMs` a positive number.
 *
 * @throws WalletConnectConfigError naming the problem
 * @example
 * assertWalletConnectOptions({ relayUrl: 'wss://relay.example.org', timeoutMs: 10_000 }) // fine
 * assertWalletConnectOptions({ relayUrl: 'https://relay.example.org', timeoutMs: 10_000 }) // throws
 */
export function assertWalletConnectOptions({ relayUrl, timeoutMs }: { relayUrl: unknown; timeoutMs: unknown }): void {
  if (relayUrl === undefined || relayUrl === null || relayUrl === '')
    throw new WalletConnectConfigError({ problem: 'relayUrlMissing' })
  let protocol: string | undefined
  try {
    protocol = typeof relayUrl === 'string' ? new URL(relayUrl).protocol : undefined
  } catch {
    protocol = undefined
  }
  if (protocol !== 'ws:' && protocol !== 'wss:')
    throw new WalletConnectConfigError({ problem: 'relayUrlInvalid', value: relayUrl })
  if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs) || timeoutMs <= 0)
    throw new WalletConnectConfigError({ problem: 'timeoutInvalid', value: timeoutMs })
}
