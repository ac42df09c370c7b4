import { createClient, getAddress, http } from 'viem'
import { getEnsName } from 'viem/actions'
import type { CaipNetwork } from '../caip/types.js'
import { MissingRpcUrlError } from '../errors/rpcRequestErrors.js'

/**
 * The primary ENS name of an address, read on chain through the network's ENS Universal Resolver
 * (no hosted service); null when the address has none or the network has no resolver configured.
 *
 * @throws MissingRpcUrlError | viem's request errors when the node cannot be read
 * @example
 * await readEnsName({ network: ethereumMainnet, address: '0xd8dA…6045' }) // 'vitalik.eth'
 */
export async function readEnsName({ network, address }: { network: CaipNetwork; address: string }): Promise<string | null> {
  const resolver = network.contracts?.ensUniversalResolver?.address
  if (network.chainNamespace !== 'eip155' || !resolver) return null
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new MissingRpcUrlError({ caipNetworkId: network.caipNetworkId })
  // A bare client: createPublicClient would bundle every public action (signature checks, secp256k1).
  const client = createClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }) })
  return getEnsName(client, { address: getAddress(address), universalResolverAddress: resolver })
}
