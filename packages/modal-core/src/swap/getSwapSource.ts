import { getBlockchainApi } from '../api/getBlockchainApi.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { optionsState } from '../options/optionsState.js'
import { createChainSwapSource } from './chain/createChainSwapSource.js'
import { createHostedSwapSource } from './createHostedSwapSource.js'
import type { SwapSource } from './swapSource.js'

/**
 * The swap source for the current options: the one `initModal`'s `dataSources.swap` picks, else hosted
 * with a project id and Uniswap v3 on chain without. The chain source is imported statically here, so it
 * loads with the swap views' chunk (`@agentry/modal-core/swap`), never on first load.
 *
 * @throws FeatureUnavailableError ('Swaps are not available in this app') when hosted is picked with no project id
 * @example
 * getSwapSource().kind // 'chain' when no projectId was given to initModal
 */
export function getSwapSource(): SwapSource {
  const api = getBlockchainApi()
  const kind = optionsState.dataSources.swap ?? (api ? 'hosted' : 'chain')
  if (kind === 'chain') return createChainSwapSource()
  if (!api) throw new FeatureUnavailableError({ feature: 'swaps' })
  return createHostedSwapSource(api)
}
