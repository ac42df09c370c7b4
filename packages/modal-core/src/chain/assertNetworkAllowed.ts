import type { CaipNetworkId } from '../caip/types.js'
import { parseCaipNetworkId } from '../networks/parseCaipNetworkId.js'
import { RpcCallNotAllowedError } from '../errors/networkErrors.js'
import { chainState } from './chainState.js'

/**
 * Throws unless the connected wallet may be asked to use `caipNetworkId` (spec section 6): a wallet
 * that can switch chains itself (`supportsAllNetworks`, browser wallets) may go anywhere; one that
 * approved a fixed list (a WalletConnect session) only to the networks it approved. With no wallet of
 * that namespace connected there is nothing to refuse.
 *
 * @throws RpcCallNotAllowedError ('Requested RPC call is not allowed').
 * @example
 * assertNetworkAllowed('eip155:1')
 */
export function assertNetworkAllowed(caipNetworkId: CaipNetworkId): void {
  const chain = chainState.chains[parseCaipNetworkId(caipNetworkId).chainNamespace]
  if (!chain?.accountState.address) return
  const { supportsAllNetworks, approvedNetworkIds } = chain.networkState
  if (supportsAllNetworks || approvedNetworkIds.includes(caipNetworkId)) return
  throw new RpcCallNotAllowedError({ details: `${caipNetworkId} is not among the wallet's approved networks` })
}
