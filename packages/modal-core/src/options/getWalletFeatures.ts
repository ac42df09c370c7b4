import { optionsState } from './optionsState.js'
import type { WalletFeature } from './types.js'

/** Account actions served only by the hosted services: without a project id they are not offered. */
export const HOSTED_WALLET_FEATURES: readonly WalletFeature[] = ['onramp', 'swaps']

/**
 * The account actions to offer, in the configured order (`features.walletFeaturesOrder`, by default
 * onramp, swaps, receive, send), leaving out those whose feature is switched off, and Buy and Swap when
 * no `projectId` is set (they have no provider then; the user is not shown a feature that cannot work).
 *
 * @example
 * initModal({ networks, projectId, features: { swaps: false } })
 * getWalletFeatures() // ['onramp', 'receive', 'send']
 */
export function getWalletFeatures(): WalletFeature[] {
  const { features, projectId } = optionsState
  return features.walletFeaturesOrder.filter(
    (feature, index, order) =>
      features[feature] && order.indexOf(feature) === index && (projectId || !HOSTED_WALLET_FEATURES.includes(feature)),
  )
}

/**
 * The account actions switched on but hidden because no `projectId` is set: what a development warning
 * names for the app's developer.
 *
 * @example
 * initModal({ networks })
 * getHiddenWalletFeatures() // ['onramp', 'swaps']
 */
export function getHiddenWalletFeatures(): WalletFeature[] {
  const { features, projectId } = optionsState
  if (projectId) return []
  return HOSTED_WALLET_FEATURES.filter((feature) => features[feature])
}
