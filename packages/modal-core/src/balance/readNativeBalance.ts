import { rpcRequest } from '../evmCall/rpcRequest.js'
import { formatUnitsDecimal } from '../numbers/formatUnitsDecimal.js'
import { checksumAddress } from '../utils/checksumAddress.js'

export type ReadNativeBalanceParameters = { rpcUrl: string; address: string; decimals: number }

/**
 * Reads a native balance over JSON-RPC (`eth_getBalance` at the latest block) and returns it as a
 * decimal string.
 *
 * @throws HttpStatusError ('HTTP status code: {n}') | RpcRequestError ('Network request failed')
 * @example
 * await readNativeBalance({ rpcUrl: 'http://127.0.0.1:8545', address: '0xf39F…', decimals: 18 }) // '10000'
 */
export async function readNativeBalance({ rpcUrl, address, decimals }: ReadNativeBalanceParameters): Promise<string> {
  // Plain fetch, no retries: a dead RPC should show 'Token Balance Unavailable' quickly, and viem's
  // barrel would bring its contract-call and CCIP code into the lazy views.
  const hex = await rpcRequest({ rpcUrl, method: 'eth_getBalance', params: [checksumAddress(address), 'latest'] })
  return formatUnitsDecimal(hex as string, decimals)
}
