import { optionsState } from './optionsState.js'
import type { WalletFeature } from './types.js'

/**
 * Whether an account action is served only by the hosted services, so that without a project id it is
 * not offered: Buy always; Swap only when the dapp picks the hosted swap source (the default without a
 * project id is Uniswap v3 on chain).
 */
const needsProjectId = (feature: WalletFeature): boolean =>
  feature === 'onramp' || (feature === 'swaps' && optionsState.dataSources.swap === 'hosted')

/**
 * The account actions to offer, in the configured order (`features.walletFeaturesOrder`, by default
 * onramp, swaps, receive, send), leaving out those whose feature is switched off, and Buy (and Swap
 * from the hosted source) when no `projectId` is set (they have no provider then; the user is not shown
 * a feature that cannot work).
 *
 * @example
 * initModal({ networks, projectId, features: { swaps: false } })
 * getWalletFeatures() // ['onramp', 'receive', 'send']
 */
export function getWalletFeatures(): WalletFeature[] {
  const { features, projectId } = optionsState
  return features.walletFeaturesOrder.filter(
    (feature, index, order) =>
      features[feature] && order.indexOf(feature) === index && (projectId || !needsProjectId(feature)),
  )
}

/**
 * The account actions switched on but hidden because no `projectId` is set: what a development warning
 * names for the app's developer.
 *
 * @example
 * initModal({ networks })
 * getHiddenWalletFeatures() // ['onramp']
 */
export function getHiddenWalletFeatures(): WalletFeature[] {
  const { features, projectId } = optionsState
  if (projectId) return []
  return (['onramp', 'swaps'] as const).filter((feature) => features[feature] && needsProjectId(feature))
}
