import { BaseError } from '../errors/BaseError.js'
import { HttpStatusError, RpcRequestError } from '../errors/rpcRequestErrors.js'
import { reportServerMessage } from '../errors/serverMessages.js'

/** Spec section 7: hosted calls time out after 10 s. */
export const API_TIMEOUT_MS = 10_000

export type RequestJsonParameters = {
  url: URL
  method: 'GET' | 'POST'
  body?: unknown
  fetch?: typeof globalThis.fetch
  timeout?: number
}

/**
 * The first `reasons[].description` of a JSON error body (the hosted APIs explain refusals so). The whole
 * body goes to the server-message listeners (spec section 8 maps some texts to alerts).
 */
async function readReason(response: Response): Promise<string | undefined> {
  try {
    const text = await response.text()
    reportServerMessage(text)
    const body = JSON.parse(text) as { reasons?: { description?: unknown }[] } | null
    const description = body?.reasons?.[0]?.description
    return typeof description === 'string' && description.trim() ? description : undefined
  } catch {
    return undefined
  }
}

/**
 * One JSON request to a hosted service: a non-OK answer is 'HTTP status code: {n}' (spec section 7);
 * no answer in time, a network failure or a body that is not JSON is 'Network request failed'; an
 * empty body is undefined.
 *
 * @throws HttpStatusError | RpcRequestError
 * @example
 * const body = await requestJson({ url: new URL('https://api.example/v1/supported-chains'), method: 'GET' })
 */
export async function requestJson({
  url,
  method,
  body,
  fetch = globalThis.fetch,
  timeout = API_TIMEOUT_MS,
}: RequestJsonParameters): Promise<unknown> {
  const label = `${method} ${url.pathname}`
  try {
    const response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeout),
    })
    if (!response.ok) throw new HttpStatusError({ status: response.status, reason: await readReason(response) })
    // An empty answer (some services answer events with no body) is undefined; callers check shapes.
    const text = await response.text()
    return text.trim() ? (JSON.parse(text) as unknown) : undefined
  } catch (error) {
    if (error instanceof BaseError) throw error
    throw new RpcRequestError({ method: label, cause: error })
  }
}
