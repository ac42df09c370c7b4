import { HttpStatusError, RpcRequestError } from '../errors/rpcRequestErrors.js'
import { reportServerMessage } from '../errors/serverMessages.js'

export type RpcCall = { method: string; params: readonly unknown[] }
export type RpcRequestParameters = RpcCall & { rpcUrl: string }
/** The node's JSON-RPC error, kept as the `cause` of RpcRequestError so a revert's `data` can be read. */
export type JsonRpcError = { code: number; message: string; data?: unknown }

// No retries: a dead RPC should show 'Token Balance Unavailable' quickly, not after backoff.
const TIMEOUT_MS = 10_000

type JsonRpcAnswer = { id?: unknown; result?: unknown; error?: JsonRpcError }

async function post(rpcUrl: string, body: unknown, method: string): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    throw new RpcRequestError({ method, details: error instanceof Error ? error.message : String(error), cause: error })
  }
  if (!response.ok) {
    // The hosted RPC explains a refusal in the body ('Unauthorized: invalid key'); spec section 8 maps it to an alert.
    reportServerMessage(await response.text().catch(() => undefined))
    throw new HttpStatusError({ status: response.status })
  }
  try {
    return await response.json()
  } catch (error) {
    throw new RpcRequestError({ method, details: 'the node answered no JSON', cause: error })
  }
}

function unwrap(answer: JsonRpcAnswer | undefined, method: string): unknown {
  if (answer?.error) reportServerMessage(answer.error.message)
  if (answer?.error) throw new RpcRequestError({ method, details: answer.error.message, cause: answer.error })
  if (!answer || !('result' in answer)) throw new RpcRequestError({ method, details: 'no result in the answer' })
  return answer.result
}

/**
 * One JSON-RPC request over plain `fetch` (no viem client: its barrel brings contract-call code into
 * the lazy views), 10 s timeout, no retries.
 *
 * @throws HttpStatusError ('HTTP status code: {n}') | RpcRequestError ('Network request failed', the node's error as `cause`)
 * @example
 * await rpcRequest({ rpcUrl: 'http://127.0.0.1:8545', method: 'eth_gasPrice', params: [] }) // '0x6fc23ac0'
 */
export async function rpcRequest({ rpcUrl, method, params }: RpcRequestParameters): Promise<unknown> {
  return unwrap((await post(rpcUrl, { jsonrpc: '2.0', id: 1, method, params }, method)) as JsonRpcAnswer, method)
}

async function batchAnswers(rpcUrl: string, calls: readonly RpcCall[]): Promise<(JsonRpcAnswer | undefined)[]> {
  const answers = await post(
    rpcUrl,
    calls.map(({ method, params }, id) => ({ jsonrpc: '2.0', id, method, params })),
    calls[0]?.method ?? 'batch',
  )
  // A node that refuses the whole batch answers one error object.
  if (!Array.isArray(answers)) return calls.map(() => answers as JsonRpcAnswer)
  const byId = new Map((answers as JsonRpcAnswer[]).map((answer) => [answer.id, answer]))
  return calls.map((_, id) => byId.get(id))
}

/**
 * Several JSON-RPC requests in one HTTP batch; results in the order of the calls. A failed call rejects
 * the whole batch with its error.
 *
 * @throws HttpStatusError | RpcRequestError, as rpcRequest
 * @example
 * const [balance, gasPrice] = await rpcBatch(rpcUrl, [{ method: 'eth_getBalance', params: [owner, 'latest'] }, { method: 'eth_gasPrice', params: [] }])
 */
export async function rpcBatch(rpcUrl: string, calls: readonly RpcCall[]): Promise<unknown[]> {
  const answers = await batchAnswers(rpcUrl, calls)
  return calls.map(({ method }, index) => unwrap(answers[index], method))
}

/**
 * One HTTP batch whose calls succeed or fail on their own (a reverting `eth_call` among reads that work).
 *
 * @throws HttpStatusError | RpcRequestError when the batch itself cannot be sent or read
 * @example
 * const [balance, call] = await rpcBatchSettled(rpcUrl, calls) // call.status === 'rejected' for a revert
 */
export async function rpcBatchSettled(
  rpcUrl: string,
  calls: readonly RpcCall[],
): Promise<PromiseSettledResult<unknown>[]> {
  const answers = await batchAnswers(rpcUrl, calls)
  return calls.map(({ method }, index): PromiseSettledResult<unknown> => {
    try {
      return { status: 'fulfilled', value: unwrap(answers[index], method) }
    } catch (reason) {
      return { status: 'rejected', reason }
    }
  })
}
