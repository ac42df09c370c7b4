import type { CaipNetwork } from '../caip/types.js'
import { MissingRpcUrlError } from '../errors/rpcRequestErrors.js'
import { rpcRequest } from '../evmCall/rpcRequest.js'

/**
 * The network's gas price in wei, straight from its RPC (`eth_gasPrice`; no hosted service).
 *
 * @throws MissingRpcUrlError | HttpStatusError | RpcRequestError
 * @example
 * await readGasPrice(localDevChain) // 1875000000n
 */
export async function readGasPrice(network: CaipNetwork): Promise<bigint> {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new MissingRpcUrlError({ caipNetworkId: network.caipNetworkId })
  return BigInt((await rpcRequest({ rpcUrl, method: 'eth_gasPrice', params: [] })) as string)
}
