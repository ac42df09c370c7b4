import type { Features } from './types.js'

/** Spec section 9: every feature on, all socials. */
export const defaultFeatures: Features = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  history: true,
  analytics: true,
  allWallets: true,
  walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
}
