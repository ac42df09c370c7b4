import type { CaipNetwork } from '../caip/types.js'
import { showUnsupportedChain } from './showUnsupportedChain.js'
import { resetSendState } from '../send/sendState.js'
import { writeStorage } from '../storage/storage.js'
import { chainState } from '../chain/chainState.js'
import { ensureChainState } from '../chain/ensureChainState.js'

/**
 * Makes `network`, of another namespace than the active one, the active network (spec section 4):
 * the namespace switch is marked in progress (`chainState.isSwitchingNamespace`), the send form is
 * reset, and the network is set in state only — no wallet is asked. A connected wallet of that
 * namespace keeps the network it is on, so a wallet on a chain the app refuses opens UnsupportedChain.
 * `switchNetwork` calls this; apps call `switchNetwork`.
 *
 * @example
 * await switchNamespace(solanaMainnet) // chainState.activeNamespace === 'solana'
 */
export async function switchNamespace(network: CaipNetwork): Promise<void> {
  const chain = ensureChainState(network.chainNamespace)
  chainState.activeNamespace = network.chainNamespace
  chainState.isSwitchingNamespace = true
  resetSendState()
  if (!chain.accountState.address) {
    chain.networkState.caipNetwork = network
    chain.networkState.caipNetworkId = network.caipNetworkId
  }
  writeStorage('activeNetworkId', chain.networkState.caipNetworkId ?? network.caipNetworkId)
  await showUnsupportedChain()
}
