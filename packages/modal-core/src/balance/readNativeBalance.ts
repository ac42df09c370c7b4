import { createClient, formatUnits, getAddress, hexToBigInt, http } from 'viem'

export type ReadNativeBalanceParameters = { rpcUrl: string; address: string; decimals: number }

/**
 * Reads a native balance over JSON-RPC (`eth_getBalance` at the latest block) and returns it as a
 * decimal string.
 *
 * @example
 * await readNativeBalance({ rpcUrl: 'http://127.0.0.1:8545', address: '0xf39F…', decimals: 18 }) // '10000'
 */
export async function readNativeBalance({ rpcUrl, address, decimals }: ReadNativeBalanceParameters): Promise<string> {
  // No retries: a dead RPC should show 'Token Balance Unavailable' quickly, not after backoff.
  // A bare client and a raw request: viem's getBalance action pulls in its contract-call and CCIP
  // machinery, which would land in the modal's first-load chunk.
  const client = createClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }) })
  const hex = await client.request({ method: 'eth_getBalance', params: [getAddress(address), 'latest'] })
  return formatUnits(hexToBigInt(hex), decimals)
}
