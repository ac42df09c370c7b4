import { formatUnitsDecimal } from '../../numbers/formatUnitsDecimal.js'
import { HttpStatusError, RpcRequestError } from '../../errors/rpcRequestErrors.js'

export type ReadSolanaBalanceParameters = { rpcUrl: string; address: string; commitment: string }

/**
 * Reads an account's SOL balance (`getBalance`, in lamports) and returns it in SOL, 9 decimals exact.
 *
 * @throws HttpStatusError ('HTTP status code: {n}') | RpcRequestError ('Network request failed')
 *
 * @example
 * await readSolanaBalance({ rpcUrl, address, commitment: 'confirmed' }) // '1.5'
 */
export async function readSolanaBalance({ rpcUrl, address, commitment }: ReadSolanaBalanceParameters): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address, { commitment }] }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new HttpStatusError({ status: response.status })
  const body = (await response.json()) as { result?: { value?: unknown }; error?: { message?: string } }
  const lamports = body.result?.value
  if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports < 0) {
    throw new RpcRequestError({ method: 'getBalance', details: body.error?.message ?? 'no balance in the answer' })
  }
  return formatUnitsDecimal(BigInt(lamports), 9)
}
