import type { IncomingMessage, ServerResponse } from 'node:http'
import { requestBodyStream } from './requestBody'

/**
 * A web `Request` for a Node request, so route handlers written for the App Router (`Request` in,
 * `Response` out) run unchanged behind a plain `node:http` server. The body is streamed, not buffered:
 * the handlers enforce their own size limits. The socket's peer address goes to `recordPeer`, for the
 * rate limits.
 *
 * @example
 * const request = toWebRequest(req, 'http://127.0.0.1:3000', bridge.setPeerAddress)
 */
export function toWebRequest(
  req: IncomingMessage,
  origin: string,
  recordPeer: (request: Request, address: string | undefined) => void,
): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const request = new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    ...(hasBody ? { body: requestBodyStream(req), duplex: 'half' } : {}),
  } as RequestInit)
  recordPeer(request, req.socket.remoteAddress)
  return request
}

/**
 * Writes a web `Response` to a Node response, keeping every Set-Cookie header separate.
 *
 * @example
 * await sendWebResponse(res, Response.json({ ok: true }))
 */
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  extraHeaders: readonly { key: string; value: string }[] = [],
): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  for (const { key, value } of extraHeaders) headers[key.toLowerCase()] = value
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  const body = Buffer.from(await response.arrayBuffer())
  headers['content-length'] = String(body.length)
  res.writeHead(response.status, headers)
  res.end(body)
}
