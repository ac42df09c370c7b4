import { optionsState } from '../options/optionsState.js'
import { getActiveAccount } from './getActiveAccount.js'
import { getActiveChain } from './chainState.js'

/**
 * Whether the connected wallet sits on a chain the modal must refuse (spec section 2): the active
 * chain is not among the configured networks, network switching is enabled and unsupported chains are
 * not allowed. False when nothing is connected.
 *
 * @example
 * if (isUnsupportedChain()) await openModal({ view: 'UnsupportedChain' })
 */
export function isUnsupportedChain(): boolean {
  if (!getActiveAccount().address) return false
  if (!optionsState.enableNetworkSwitch || optionsState.allowUnsupportedChain) return false
  const { caipNetworkId } = getActiveChain().networkState
  if (!caipNetworkId) return false
  return !optionsState.networks.some((network) => network.caipNetworkId === caipNetworkId)
}
