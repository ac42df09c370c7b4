import type { ChainNamespace } from '../caip/types.js'
import { chainState, initialAccountState } from './chainState.js'
import { resolveNetworkState } from './resolveNetworkState.js'

/**
 * Puts a namespace's account and network back to "nothing connected" (in place, so subscribers of the
 * nested objects keep working): the network returns to the stored, default or first one.
 *
 * @example
 * resetNamespaceState('solana') // after the last Solana wallet disconnected
 */
export function resetNamespaceState(namespace: ChainNamespace): void {
  const chain = chainState.chains[namespace]
  if (!chain) return
  Object.assign(chain.accountState, structuredClone(initialAccountState))
  Object.assign(chain.networkState, resolveNetworkState(namespace))
}
