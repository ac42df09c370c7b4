import { optionsState } from './optionsState.js'
import type { WalletFeature } from './types.js'

/**
 * The account actions to offer, in the configured order (`features.walletFeaturesOrder`, by default
 * onramp, swaps, receive, send), leaving out those whose feature is switched off.
 *
 * @example
 * initModal({ networks, features: { swaps: false } })
 * getWalletFeatures() // ['onramp', 'receive', 'send']
 */
export function getWalletFeatures(): WalletFeature[] {
  const { features } = optionsState
  return features.walletFeaturesOrder.filter(
    (feature, index, order) => features[feature] && order.indexOf(feature) === index,
  )
}
