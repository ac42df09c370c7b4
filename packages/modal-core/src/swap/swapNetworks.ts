import type { CaipNetworkId } from '../caip/types.js'

/**
 * The 12 EVM networks the hosted swap service serves (spec section 9): Ethereum, Arbitrum, Optimism,
 * zkSync Era, Base, BNB Smart Chain, Polygon, Gnosis, Avalanche, Fantom, Kaia and Aurora.
 */
export const SWAP_NETWORK_IDS: readonly CaipNetworkId[] = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
]

/** Spec section 9: swap slippage tolerance, in percent. */
export const SWAP_SLIPPAGE = 1

/** The address the swap service uses for a network's native currency. */
export const NATIVE_SWAP_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
