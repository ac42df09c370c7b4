import { createClient, hexToBigInt, http } from 'viem'
import type { CaipNetwork } from '../caip/types.js'
import { MissingRpcUrlError } from '../errors/rpcRequestErrors.js'

/**
 * The network's gas price in wei, straight from its RPC (`eth_gasPrice`; no hosted service).
 *
 * @throws MissingRpcUrlError | viem's request errors
 * @example
 * await readGasPrice(localDevChain) // 1875000000n
 */
export async function readGasPrice(network: CaipNetwork): Promise<bigint> {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new MissingRpcUrlError({ caipNetworkId: network.caipNetworkId })
  const client = createClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }) })
  return hexToBigInt(await client.request({ method: 'eth_gasPrice' }))
}
