import type { CaipNetwork } from '../caip/types.js'
import { getActiveChain } from './chainState.js'

/**
 * The active network, when it is one of the configured networks.
 *
 * @example
 * getActiveNetwork()?.nativeCurrency.symbol // 'ETH'
 */
export function getActiveNetwork(): CaipNetwork | undefined {
  return getActiveChain().networkState.caipNetwork
}
