import { InvalidRelayUrlError } from './relayErrors.js'

/**
 * Checks a relay URL before anything connects to it: a string that parses as a URL with the `ws:` or
 * `wss:` scheme. A wrong one fails at the call that was given it, not later as an endless reconnect.
 *
 * @example
 * assertRelayUrl('wss://relay.example.org') // fine
 * assertRelayUrl('relay.example.org') // throws InvalidRelayUrlError
 */
export function assertRelayUrl(value: unknown): asserts value is string {
  if (typeof value !== 'string') throw new InvalidRelayUrlError(value)
  let protocol: string
  try {
    protocol = new URL(value).protocol
  } catch {
    throw new InvalidRelayUrlError(value)
  }
  if (protocol !== 'ws:' && protocol !== 'wss:') throw new InvalidRelayUrlError(value)
}
