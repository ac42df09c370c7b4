import type { ChainNamespace } from '../caip/types.js'
import { ensureChainState } from '../chain/ensureChainState.js'
import { logQuietly } from '../utils/log.js'

/**
 * Asks the wallet which networks offer it a smart account (for example the embedded wallet frame) and
 * stores the answer in the namespace's `smartAccountEnabledNetworks`. A failing lookup is logged
 * quietly and gives an empty list, so the account falls back to an externally owned one (spec
 * section 8). Never throws.
 *
 * @example
 * await loadSmartAccountNetworks('eip155', () => frame.getSmartAccountEnabledNetworks())
 */
export async function loadSmartAccountNetworks(
  namespace: ChainNamespace,
  lookup: () => Promise<readonly number[]>,
): Promise<number[]> {
  let networks: number[]
  try {
    const answer = await lookup()
    networks = Array.isArray(answer) ? answer.filter((id): id is number => Number.isInteger(id)) : []
  } catch (error) {
    logQuietly('SMART_ACCOUNT_LOOKUP_FAILED', error)
    networks = []
  }
  ensureChainState(namespace).networkState.smartAccountEnabledNetworks = networks
  return networks
}
