import { chainState, optionsState, switchNetwork, type CaipNetwork, type CaipNetworkId } from '@agentry/modal-core'
import { useCallback } from 'react'
import { useSnapshot } from 'valtio/react'

/** What {@link useNetwork} returns. */
export type UseNetworkReturnType = {
  /** The active network, when it is one of the configured networks. */
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** The chain reference: a number for eip155 ('eip155:1' → 1), the reference string otherwise. */
  chainId: number | string | undefined
  /** The app's configured networks. */
  networks: readonly CaipNetwork[]
  /** Switches the wallet (same namespace) or the active network (another namespace); rejects with a typed error. */
  switchNetwork: (network: CaipNetwork) => Promise<void>
}

/**
 * The active network of the active namespace and the configured networks, with a switch action.
 *
 * @example
 * const { caipNetwork, networks, switchNetwork } = useNetwork()
 * return networks.map((network) => <button onClick={() => switchNetwork(network)}>{network.name}</button>)
 */
export function useNetwork(): UseNetworkReturnType {
  const chains = useSnapshot(chainState)
  const options = useSnapshot(optionsState)
  const { networkState } = chains.chains[chains.activeNamespace] ?? chains.chains.eip155
  const caipNetworkId = networkState.caipNetworkId ?? networkState.caipNetwork?.caipNetworkId
  const reference = caipNetworkId?.split(':')[1]
  const switchTo = useCallback((network: CaipNetwork) => switchNetwork(network), [])
  return {
    caipNetwork: networkState.caipNetwork as CaipNetwork | undefined,
    caipNetworkId,
    chainId: reference === undefined ? undefined : /^\d+$/.test(reference) ? Number(reference) : reference,
    networks: options.networks as readonly CaipNetwork[],
    switchNetwork: switchTo,
  }
}
