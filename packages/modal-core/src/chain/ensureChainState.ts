import type { ChainNamespace } from '../caip/types.js'
import { chainState, initialAccountState, initialNetworkState, type ChainAdapterState } from './chainState.js'

/**
 * The state of a namespace, created empty the first time it is needed (eip155 always exists).
 *
 * @example
 * ensureChainState('solana').accountState.address // undefined until a Solana wallet connects
 */
export function ensureChainState(namespace: ChainNamespace): ChainAdapterState {
  const existing = chainState.chains[namespace]
  if (existing) return existing
  chainState.chains[namespace] = {
    namespace,
    networkState: structuredClone(initialNetworkState),
    accountState: structuredClone(initialAccountState),
  }
  // Return the proxied copy, so callers write through valtio.
  return chainState.chains[namespace]!
}
