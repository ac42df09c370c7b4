import 'server-only'
import type { Config } from './config'
import { BadJsonError, BodyTooLargeError, OriginMismatchError, UnsupportedMediaTypeError } from './errors'

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
 * For GET routes with a side effect (logout): refuse requests a browser marks as cross-site, or whose
 * `Origin`, when sent, is foreign. Same-site navigations and fetches carry neither and pass.
 *
 * @example
 * assertNotCrossSite(request, getConfig())
 */
export function assertNotCrossSite(request: Request, config: Pick<Config, 'publicOrigin'>): void {
  const origin = request.headers.get('origin')
  if (origin !== null && origin !== config.publicOrigin) throw new OriginMismatchError()
  if (request.headers.get('sec-fetch-site') === 'cross-site') throw new OriginMismatchError()
}

/**
 * Reads a JSON body safely: `application/json` only, at most `maxBytes` (checked on the declared length
 * and again while streaming, since the header can be absent or wrong), then `JSON.parse`.
 *
 * @example
 * const body: unknown = await readJsonBody(request, 16 * 1024)
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const contentType = request.headers.get('content-type') ?? ''
  if (contentType.split(';')[0]?.trim().toLowerCase() !== 'application/json') throw new UnsupportedMediaTypeError()
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw new BodyTooLargeError(maxBytes)
  if (!request.body) throw new BadJsonError()

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new BodyTooLargeError(maxBytes)
    }
    chunks.push(value)
  }
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
