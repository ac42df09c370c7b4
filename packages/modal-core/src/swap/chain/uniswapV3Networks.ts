import { getNamespace } from '../../adapters/namespaces.js'
import type { CaipNetwork, CaipNetworkId, UniswapV3Contracts } from '../../caip/types.js'
import type { TokenListEntry } from '../../options/types.js'

// Uniswap's deployment pages (docs.uniswap.org/contracts/v3/reference/deployments): Ethereum, Arbitrum,
// Optimism and Polygon share one QuoterV2 and SwapRouter02; Base has its own.
const SHARED = {
  quoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  swapRouter02: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45',
} as const

/** Uniswap v3 on the built-in networks where it is deployed (the router's `WETH9` is the wrapped native token). */
export const UNISWAP_V3_CONTRACTS: Readonly<Partial<Record<CaipNetworkId, UniswapV3Contracts>>> = {
  'eip155:1': { ...SHARED, weth9: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' },
  'eip155:42161': { ...SHARED, weth9: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1' },
  'eip155:10': { ...SHARED, weth9: '0x4200000000000000000000000000000000000006' },
  'eip155:137': { ...SHARED, weth9: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270' },
  'eip155:8453': {
    quoterV2: '0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a',
    swapRouter02: '0x2626664c2603336E57B271c5C0b26F421741e481',
    weth9: '0x4200000000000000000000000000000000000006',
  },
}

const usdc = (address: `0x${string}`): TokenListEntry => ({ address, name: 'USD Coin', symbol: 'USDC', decimals: 6 })

/** The token swapped against the native currency on each built-in swap network: Circle's native USDC (circle.com's USDC contract addresses). */
export const UNISWAP_V3_TOKENS: Readonly<Partial<Record<CaipNetworkId, readonly TokenListEntry[]>>> = {
  'eip155:1': [usdc('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')],
  'eip155:42161': [usdc('0xaf88d065e77c8cC2239327C5EDb3A432268e5831')],
  'eip155:10': [usdc('0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85')],
  'eip155:137': [usdc('0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359')],
  'eip155:8453': [usdc('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')],
}

/**
 * The Uniswap v3 contracts of a network: the ones the dapp set on the network (`contracts.uniswapV3`),
 * else the built-in ones; undefined where none are known (swaps show 'Network not supported for Swaps').
 *
 * @example
 * getUniswapV3Contracts(baseMainnet)?.swapRouter02 // '0x2626664c2603336E57B271c5C0b26F421741e481'
 */
export function getUniswapV3Contracts(network: CaipNetwork): UniswapV3Contracts | undefined {
  // Swaps are a feature of the namespaces that declare them (eip155); Uniswap's contracts live there.
  if (!getNamespace(network.chainNamespace).swaps) return undefined
  return network.contracts?.uniswapV3 ?? UNISWAP_V3_CONTRACTS[network.caipNetworkId]
}
