import { base64 } from '@scure/base'
import { HttpStatusError, RpcRequestError } from '../../errors/rpcRequestErrors.js'

/**
 * One JSON-RPC call to a Solana node over fetch: the `result`, or a typed error.
 *
 * @throws HttpStatusError ('HTTP status code: {n}') | RpcRequestError ('Network request failed', with the node's message in details)
 * @example
 * const version = await solanaRpcRequest<{ 'solana-core': string }>(rpcUrl, 'getVersion', [])
 */
export async function solanaRpcRequest<result>(
  rpcUrl: string,
  method: string,
  params: readonly unknown[],
): Promise<result> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(30_000),
    })
  } catch (cause) {
    throw new RpcRequestError({ method, details: 'the node could not be reached', cause })
  }
  if (!response.ok) throw new HttpStatusError({ status: response.status })
  let body: { result?: unknown; error?: { code?: number; message?: string } }
  try {
    body = (await response.json()) as typeof body
  } catch (cause) {
    throw new RpcRequestError({ method, details: 'the answer is not JSON', cause })
  }
  if (body.error || body.result === undefined)
    throw new RpcRequestError({ method, details: body.error?.message ?? 'no result in the answer' })
  return body.result as result
}

/**
 * The newest blockhash at `commitment`, and the last block height at which a transaction using it lands.
 *
 * @throws HttpStatusError | RpcRequestError
 * @example
 * const { blockhash } = await getLatestBlockhash({ rpcUrl, commitment: 'confirmed' })
 */
export async function getLatestBlockhash({
  rpcUrl,
  commitment,
}: {
  rpcUrl: string
  commitment: string
}): Promise<{ blockhash: string; lastValidBlockHeight: number }> {
  const result = await solanaRpcRequest<{ value?: { blockhash?: unknown; lastValidBlockHeight?: unknown } }>(
    rpcUrl,
    'getLatestBlockhash',
    [{ commitment }],
  )
  const { blockhash, lastValidBlockHeight } = result?.value ?? {}
  if (typeof blockhash !== 'string' || typeof lastValidBlockHeight !== 'number')
    throw new RpcRequestError({ method: 'getLatestBlockhash', details: 'no blockhash in the answer' })
  return { blockhash, lastValidBlockHeight }
}

/**
 * Sends a signed transaction (base64), simulated first at `preflightCommitment`; returns its signature.
 *
 * @throws HttpStatusError | RpcRequestError (the node's reason, such as a failed simulation, in details)
 * @example
 * const signature = await sendTransaction({ rpcUrl, transaction: signed, preflightCommitment: 'confirmed' })
 */
export async function sendTransaction({
  rpcUrl,
  transaction,
  preflightCommitment,
}: {
  rpcUrl: string
  transaction: Uint8Array
  preflightCommitment: string
}): Promise<string> {
  const signature = await solanaRpcRequest<unknown>(rpcUrl, 'sendTransaction', [
    base64.encode(transaction),
    { encoding: 'base64', preflightCommitment },
  ])
  if (typeof signature !== 'string')
    throw new RpcRequestError({ method: 'sendTransaction', details: 'no signature in the answer' })
  return signature
}

/**
 * What the network charges for a compiled message (`getFeeForMessage`), in lamports: the signature fees
 * and any priority fee its compute-budget instructions set.
 *
 * @throws HttpStatusError | RpcRequestError (also when the node has no fee: its blockhash is unknown or expired)
 * @example
 * const lamports = await getFeeForMessage({ rpcUrl, message, commitment: 'confirmed' }) // 5000n
 */
export async function getFeeForMessage({
  rpcUrl,
  message,
  commitment,
}: {
  rpcUrl: string
  message: Uint8Array
  commitment: string
}): Promise<bigint> {
  const result = await solanaRpcRequest<{ value?: unknown }>(rpcUrl, 'getFeeForMessage', [
    base64.encode(message),
    { commitment },
  ])
  const fee = result?.value
  // null when the node does not know the message's blockhash.
  if (!Number.isSafeInteger(fee)) throw new RpcRequestError({ method: 'getFeeForMessage', details: 'no fee' })
  return BigInt(fee as number)
}
