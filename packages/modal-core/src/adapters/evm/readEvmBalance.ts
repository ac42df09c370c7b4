import { readNativeBalance } from '../../balance/readNativeBalance.js'
import type { CaipNetwork } from '../../caip/types.js'
import { MissingRpcUrlError } from '../../errors/rpcRequestErrors.js'
import type { AdapterBalance } from '../types.js'

/**
 * The native balance of an address, read from the network's own RPC (no wallet needed).
 *
 * @throws MissingRpcUrlError when the network has no RPC URL, or the RPC's errors.
 * @example
 * await readEvmBalance({ address: '0xf39F…', network: localDevChain }) // { balance: '10000', symbol: 'ETH', decimals: 18 }
 */
export async function readEvmBalance({
  address,
  network,
}: {
  address: string
  network: CaipNetwork
}): Promise<AdapterBalance> {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new MissingRpcUrlError({ caipNetworkId: network.caipNetworkId })
  const { decimals, symbol } = network.nativeCurrency
  return { balance: await readNativeBalance({ rpcUrl, address, decimals }), symbol, decimals }
}
