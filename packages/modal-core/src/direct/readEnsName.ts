import type { CaipNetwork } from '../caip/types.js'
import { MissingRpcUrlError } from '../errors/rpcRequestErrors.js'
import { decodeAbi, encodeCall } from '../evmCall/abiCoder.js'
import { LOCAL_BATCH_GATEWAY_URL } from '../evmCall/batchGatewayRequest.js'
import { ethCall, getRevertData } from '../evmCall/ethCall.js'
import { checksumAddress } from '../utils/checksumAddress.js'

const REVERSE_WITH_GATEWAYS = '0xb7d6ca64' // reverseWithGateways(bytes,uint256,string[])
const ETH_COIN_TYPE = 60n
/**
 * The Universal Resolver's errors that mean "no name" rather than a failure: HttpError, ResolverError,
 * ResolverNotContract, ResolverNotFound, ReverseAddressMismatch, UnsupportedResolverProfile.
 */
const NO_NAME_ERRORS = ['0x01800152', '0x95c0c752', '0x1e9535f2', '0x77209fe8', '0xef9c03ce', '0x7b1c461b']

/**
 * The primary ENS name of an address, read on chain through the network's ENS Universal Resolver
 * (no hosted service); null when the address has none or the network has no resolver configured. The
 * caller asks only on networks of a namespace with ENS (`NamespaceDescriptor.ens`).
 *
 * @throws MissingRpcUrlError | HttpStatusError | RpcRequestError when the node or a CCIP-read gateway cannot be read
 * @example
 * await readEnsName({ network: ethereumMainnet, address: '0xd8dA…6045' }) // 'vitalik.eth'
 */
export async function readEnsName({
  network,
  address,
}: {
  network: CaipNetwork
  address: string
}): Promise<string | null> {
  const resolver = network.contracts?.ensUniversalResolver?.address
  if (!resolver) return null
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new MissingRpcUrlError({ caipNetworkId: network.caipNetworkId })
  try {
    const data = encodeCall(
      REVERSE_WITH_GATEWAYS,
      ['bytes', 'uint256', { array: 'string' }],
      [checksumAddress(address), ETH_COIN_TYPE, [LOCAL_BATCH_GATEWAY_URL]],
    )
    const [name] = decodeAbi(['string', 'address', 'address'], await ethCall({ rpcUrl, to: resolver, data })) as [
      string,
      string,
      string,
    ]
    return name || null
  } catch (error) {
    if (NO_NAME_ERRORS.includes(getRevertData(error)?.slice(0, 10).toLowerCase() ?? '')) return null
    throw error
  }
}
