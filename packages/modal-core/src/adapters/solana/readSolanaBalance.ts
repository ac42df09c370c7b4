import { formatUnitsDecimal } from '../../numbers/formatUnitsDecimal.js'

export type ReadSolanaBalanceParameters = { rpcUrl: string; address: string; commitment: string }

/**
 * Reads an account's SOL balance (`getBalance`, in lamports) and returns it in SOL, 9 decimals exact.
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
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  const body = (await response.json()) as { result?: { value?: unknown }; error?: { message?: string } }
  const lamports = body.result?.value
  if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports < 0) {
    throw new Error(body.error?.message ?? 'getBalance answered no balance')
  }
  return formatUnitsDecimal(BigInt(lamports), 9)
}
