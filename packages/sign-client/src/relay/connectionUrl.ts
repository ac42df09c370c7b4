import { signRelayJwt } from '../relayAuth/jwt.js'
import type { RelayKeyPair } from '../relayAuth/keyPair.js'

export type ConnectionUrlParameters = {
  relayUrl: string
  keyPair: RelayKeyPair
  projectId?: string | undefined
  userAgent?: string | undefined
}

/**
 * The URL a relay connection opens: the relay URL with a fresh did:key JWT (`auth`, its audience the
 * relay URL as given), the user agent (`ua`) and the project id when there is one. A new JWT for every
 * attempt, so a reconnect hours later is not refused for an expired one.
 *
 * @example
 * new WebSocket(connectionUrl({ relayUrl: 'wss://relay.example.org', keyPair }))
 */
export function connectionUrl({ relayUrl, keyPair, projectId, userAgent }: ConnectionUrlParameters): string {
  const url = new URL(relayUrl)
  url.searchParams.set('auth', signRelayJwt({ secretKey: keyPair.secretKey, aud: relayUrl }))
  url.searchParams.set('ua', userAgent ?? 'wc-2/agentry-sign-client')
  if (projectId) url.searchParams.set('projectId', projectId)
  return url.toString()
}
