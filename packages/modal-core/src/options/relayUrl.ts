import { ConfigError } from '../errors/ConfigError.js'

/**
 * Checks the `walletConnect.relayUrl` option where it is given, so a wrong value fails at that call
 * instead of as a connection that never opens: a string that parses as a `ws://` or `wss://` URL.
 *
 * @throws ConfigError ('`walletConnect.relayUrl` is required', or '… must be a ws:// or wss:// URL')
 * @example
 * assertRelayUrlOption('wss://relay.example.org') // fine
 * assertRelayUrlOption('https://relay.example.org') // throws ConfigError
 */
export function assertRelayUrlOption(value: unknown): asserts value is string {
  if (value === undefined || value === null || value === '')
    throw new ConfigError('`walletConnect.relayUrl` is required', {
      metaMessages: ["Pass the relay's URL: `walletConnect: { relayUrl: 'wss://relay.example.org' }`."],
    })
  let protocol: string | undefined
  try {
    protocol = typeof value === 'string' ? new URL(value).protocol : undefined
  } catch {
    protocol = undefined
  }
  if (protocol !== 'ws:' && protocol !== 'wss:')
    throw new ConfigError('`walletConnect.relayUrl` must be a ws:// or wss:// URL', {
      details: `got ${typeof value === 'string' ? JSON.stringify(value) : typeof value}`,
    })
}
