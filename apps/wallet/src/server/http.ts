import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  BadJsonError,
  BodyTooLargeError,
  MethodNotAllowedError,
  OriginMismatchError,
  UnsupportedMediaTypeError,
  WalletError,
} from './errors.js'

/**
 * Sends `body` as JSON that no browser or proxy may store (every answer is per user).
 *
 * @example
 * sendJson(response, 200, { ok: true })
 */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { ...headers, 'content-type': 'application/json', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}

/**
 * The one place errors become HTTP: a {@link WalletError} becomes its status and `{ error: { code, message } }`;
 * anything else is logged and answered with a generic 500 that tells the caller nothing of the cause.
 *
 * @example
 * sendError(response, new NotFoundError())
 */
export function sendError(response: ServerResponse, error: unknown) {
  if (error instanceof WalletError) {
    const headers: Record<string, string> =
      error instanceof MethodNotAllowedError ? { allow: error.allowed.join(', ') } : {}
    if (error.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.retryAfterSeconds)
    // A 503's cause (which service, how it failed) goes to the log, never to the caller.
    if (error.status === 503 && error.cause !== undefined)
      console.warn(
        `wallet host: ${error.code}: ${error.cause instanceof Error ? error.cause.message : String(error.cause)}`,
      )
    return sendJson(response, error.status, { error: { code: error.code, message: error.message } }, headers)
  }
  console.error('wallet host request failed', error)
  sendJson(response, 500, { error: { code: 'INTERNAL', message: 'Something went wrong' } })
}

/**
 * CSRF guard for state-changing calls: the Origin header must be the host's own origin (only the frame
 * page calls the API). A missing Origin fails too: browsers send it on every cross-site and every POST.
 *
 * @throws OriginMismatchError
 * @example
 * assertSameOrigin(request, 'http://localhost:3001')
 */
export function assertSameOrigin(request: IncomingMessage, publicOrigin: string) {
  if (request.headers.origin !== publicOrigin) throw new OriginMismatchError()
}

/**
 * Reads a JSON body of at most `limit` bytes. It stops reading at the limit (a declared Content-Length
 * over it fails before any byte is read), so an oversized body costs no memory.
 *
 * @throws UnsupportedMediaTypeError, BodyTooLargeError, BadJsonError
 * @example
 * const body = await readJsonBody(request, 16_384)
 */
export async function readJsonBody(request: IncomingMessage, limit: number): Promise<unknown> {
  const type = request.headers['content-type'] ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new UnsupportedMediaTypeError()
  if (Number(request.headers['content-length'] ?? 0) > limit) throw new BodyTooLargeError({ limit })
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw new BodyTooLargeError({ limit })
    chunks.push(chunk)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new BadJsonError()
  }
}
