import { getNamespace } from '../../adapters/namespaces.js'
import type { CaipNetwork, CaipNetworkId, UniswapV3Contracts } from '../../caip/types.js'

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
