import 'server-only'
import type { Config } from './config'
import {
  BadJsonError,
  BodyTooLargeError,
  OriginMismatchError,
  RequestTimeoutError,
  UnsupportedMediaTypeError,
} from './errors'

/**
 * CSRF defence for state-changing routes: route handlers get no built-in check, so the `Origin` header
 * must equal the configured public origin exactly (a missing header fails too).
 *
 * @example
 * assertSameOrigin(request, getConfig())
 */
export function assertSameOrigin(request: Request, config: Pick<Config, 'publicOrigin'>): void {
  if (request.headers.get('origin') !== config.publicOrigin) throw new OriginMismatchError()
}

/**
 * For GET routes with a side effect (logout): only a same-origin request passes. A browser marks every
 * request with `Sec-Fetch-Site`; `same-origin` (the site's own fetch) and `none` (the user typed or
 * bookmarked the address) pass, as does an `Origin` equal to the site's. Anything else is refused:
 * another site's link or image (`cross-site`), a sibling subdomain (`same-site`), and a request that
 * carries neither header (an old browser, which could then be made to sign its user out).
 *
 * @example
 * assertSameOriginGet(request, getConfig())
 */
export function assertSameOriginGet(request: Request, config: Pick<Config, 'publicOrigin'>): void {
  const origin = request.headers.get('origin')
  if (origin !== null) {
    if (origin !== config.publicOrigin) throw new OriginMismatchError()
    return
  }
  const site = request.headers.get('sec-fetch-site')
  if (site !== 'same-origin' && site !== 'none') throw new OriginMismatchError()
}

/**
 * Reads a JSON body safely: `application/json` only, at most `maxBytes` (checked on the declared length
 * and again while streaming, since the header can be absent or wrong), all of it within `timeoutMs`
 * (a client that trickles its body would otherwise hold the request, and its share of the server, for
 * Node's 300 s), then `JSON.parse`.
 *
 * @example
 * const body: unknown = await readJsonBody(request, 16 * 1024, 10_000)
 */
export async function readJsonBody(request: Request, maxBytes: number, timeoutMs: number): Promise<unknown> {
  const contentType = request.headers.get('content-type') ?? ''
  if (contentType.split(';')[0]?.trim().toLowerCase() !== 'application/json') throw new UnsupportedMediaTypeError()
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw new BodyTooLargeError(maxBytes)
  if (!request.body) throw new BadJsonError()

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RequestTimeoutError(timeoutMs)), timeoutMs)
  })
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>
    try {
      chunk = await Promise.race([reader.read(), deadline])
    } catch (error) {
      clearTimeout(timer)
      await reader.cancel().catch(() => undefined)
      throw error
    }
    const { done, value } = chunk
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      clearTimeout(timer)
      await reader.cancel().catch(() => undefined)
      throw new BodyTooLargeError(maxBytes)
    }
    chunks.push(value)
  }
  clearTimeout(timer)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
  } catch {
    throw new BadJsonError()
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new BadJsonError()
  }
}
