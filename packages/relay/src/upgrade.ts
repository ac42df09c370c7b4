import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { RelayJwtError, verifyRelayJwt } from '@agentry/sign-client'
import { audienceMatchesHost } from './audience.js'

/** Answers an upgrade request with a plain HTTP error and closes the socket. */
export function rejectUpgrade(socket: Duplex, status: number, reason: string, body: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

/**
 * Verifies the relay JWT of an upgrade request and returns the client id, or the reason it is refused.
 *
 * @example
 * const auth = authenticate(request, Date.now())
 * if ('error' in auth) rejectUpgrade(socket, 401, 'Unauthorized', auth.error)
 */
export function authenticate(request: IncomingMessage, nowMs: number): { clientId: string } | { error: string } {
  const query = new URL(request.url ?? '/', 'ws://relay').searchParams
  const token = query.get('auth')
  if (!token) return { error: 'Missing auth query parameter.' }
  try {
    const payload = verifyRelayJwt(token, {
      now: Math.floor(nowMs / 1000),
      aud: (aud) => audienceMatchesHost(aud, request.headers.host),
    })
    return { clientId: payload.iss }
  } catch (error) {
    if (error instanceof RelayJwtError) return { error: error.shortMessage }
    return { error: 'Invalid auth.' }
  }
}
