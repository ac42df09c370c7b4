import type { Features } from './types.js'

/**
 * Spec section 9: every feature on, all socials, except analytics: no usage event leaves a page unless
 * the dapp turns `analytics` on (the spec's app keeps it off; issue 29 item 4 makes off the default).
 */
export const defaultFeatures: Features = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  history: true,
  analytics: false,
  allWallets: true,
  walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
}
