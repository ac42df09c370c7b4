import {
  IncompatibleRpcUrlError,
  ProviderRpcError,
  PROVIDER_ERROR_CODES,
  RpcRequestFailedError,
  RpcTimeoutError,
} from './errors.js'

/** Spec section 9: a JSON-RPC call over HTTP times out after 10 s. */
export const RPC_TIMEOUT_MS = 10_000

/** Throws IncompatibleRpcUrlError unless `url` is an http(s) URL. */
export function assertHttpUrl(url: unknown): asserts url is string {
  let protocol: string | undefined
  try {
    protocol = new URL(String(url)).protocol
  } catch {
    protocol = undefined
  }
  if (protocol !== 'http:' && protocol !== 'https:') throw new IncompatibleRpcUrlError({ url: String(url) })
}

export type HttpRpcRequestParameters = { url: string; method: string; params?: unknown; timeoutMs?: number }

let nextId = 0

/**
 * One JSON-RPC call over HTTP POST to a chain's node, bounded by `timeoutMs`. A JSON-RPC error answer
 * is thrown as a ProviderRpcError with the node's code, message and data.
 *
 * @throws IncompatibleRpcUrlError | RpcTimeoutError | RpcRequestFailedError | ProviderRpcError
 * @example
 * const blockNumber = await httpRpcRequest({ url: 'http://127.0.0.1:8545', method: 'eth_blockNumber' })
 */
export async function httpRpcRequest({
  url,
  method,
  params,
  timeoutMs = RPC_TIMEOUT_MS,
}: HttpRpcRequestParameters): Promise<unknown> {
  assertHttpUrl(url)
  nextId += 1
  const body = JSON.stringify({ jsonrpc: '2.0', id: nextId, method, ...(params === undefined ? {} : { params }) })
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  let answer: { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: controller.signal,
    })
    if (!response.ok) throw new RpcRequestFailedError({ url, status: response.status })
    answer = (await response.json()) as typeof answer
  } catch (error) {
    if (timedOut) throw new RpcTimeoutError({ url, timeoutMs })
    if (error instanceof ProviderRpcError) throw error
    throw new RpcRequestFailedError({ url, cause: error })
  } finally {
    clearTimeout(timer)
  }
  if (answer.error)
    throw new ProviderRpcError(answer.error.message, {
      code: typeof answer.error.code === 'number' ? answer.error.code : PROVIDER_ERROR_CODES.internal,
      data: answer.error.data,
    })
  return answer.result
}
