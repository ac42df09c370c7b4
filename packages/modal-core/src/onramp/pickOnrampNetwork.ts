import type { OnrampNetwork, OnrampPurchaseCurrency } from '../api/onrampApi.js'
import { getActiveNetwork } from '../chain/getActiveNetwork.js'
import { getNamespace } from '../adapters/namespaces.js'

/**
 * The network to buy `currency` on: the active network when the currency is offered there, else its
 * first network (internal).
 */
export function pickOnrampNetwork(currency: OnrampPurchaseCurrency): OnrampNetwork | undefined {
  const active = getActiveNetwork()
  return (
    currency.networks.find(
      (network) => !!active && !!getNamespace(active.chainNamespace).onramp && network.chain_id === String(active.id),
    ) ?? currency.networks[0]
  )
}
