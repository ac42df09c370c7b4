import type { Hex } from '../../evmCall/hex.js'

/** A token of the bundled list; `usdFeed`: its Chainlink USD price feed on that network, where one is known. */
export type CommonToken = { address: Hex; symbol: string; name: string; decimals: number; usdFeed?: Hex }

/** The bundled tokens of a network and the Chainlink USD feed of its native currency. */
export type CommonTokens = { nativeUsdFeed?: Hex; tokens: readonly CommonToken[] }

// Chainlink ETH/USD and stablecoin/USD feeds (data.chain.link). WETH is redeemable 1:1 for ETH, so it is
// priced with the ETH/USD feed; WBTC has no WBTC/USD feed and stays without a price.
const ETH_USD_MAINNET: Hex = '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419'
const ETH_USD_OPTIMISM: Hex = '0x13e3Ee699D1909E989722E753853AE30b17e08c5'
const ETH_USD_ARBITRUM: Hex = '0x639Fe6ab55C921f74e7fac1ee960C0B6293ba612'
const ETH_USD_BASE: Hex = '0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70'
const L2_WETH: Hex = '0x4200000000000000000000000000000000000006'

/**
 * The common tokens of the built-in networks whose balances the chain source reads without being told
 * (a few per network), taken from the Uniswap Labs Default token list (`@uniswap/default-token-list`
 * 22.21.0: addresses, symbols, names, decimals). Keyed by CAIP-2 network id.
 *
 * @example
 * COMMON_TOKENS['eip155:1']?.tokens.map((token) => token.symbol) // ['WETH', 'USDC', 'USDT', 'DAI', 'WBTC']
 */
export const COMMON_TOKENS: Readonly<Record<string, CommonTokens>> = {
  'eip155:1': {
    nativeUsdFeed: ETH_USD_MAINNET,
    tokens: [
      {
        address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        symbol: 'WETH',
        name: 'Wrapped Ether',
        decimals: 18,
        usdFeed: ETH_USD_MAINNET,
      },
      {
        address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        symbol: 'USDC',
        name: 'USDCoin',
        decimals: 6,
        usdFeed: '0x8fFfFfd4AfB6115b954Bd326cbe7B4BA576818f6',
      },
      {
        address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        symbol: 'USDT',
        name: 'Tether USD',
        decimals: 6,
        usdFeed: '0x3E7d1eAB13ad0104d2750B8863b489D65364e32D',
      },
      {
        address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
        symbol: 'DAI',
        name: 'Dai Stablecoin',
        decimals: 18,
        usdFeed: '0xAed0c38402a5d19df6E4c03F4E2DceD6e29c1ee9',
      },
      { address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', symbol: 'WBTC', name: 'Wrapped BTC', decimals: 8 },
    ],
  },
  'eip155:10': {
    nativeUsdFeed: ETH_USD_OPTIMISM,
    tokens: [
      { address: L2_WETH, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, usdFeed: ETH_USD_OPTIMISM },
      { address: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', symbol: 'USDC', name: 'USDCoin', decimals: 6 },
      { address: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', symbol: 'USDT', name: 'Tether USD', decimals: 6 },
      { address: '0x4200000000000000000000000000000000000042', symbol: 'OP', name: 'Optimism', decimals: 18 },
    ],
  },
  'eip155:42161': {
    nativeUsdFeed: ETH_USD_ARBITRUM,
    tokens: [
      {
        address: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
        symbol: 'WETH',
        name: 'Wrapped Ether',
        decimals: 18,
        usdFeed: ETH_USD_ARBITRUM,
      },
      {
        address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
        symbol: 'USDC',
        name: 'USDCoin',
        decimals: 6,
        usdFeed: '0x50834F3163758fcC1Df9973b6e91f0F0F0434aD3',
      },
      { address: '0x912CE59144191C1204E64559FE8253a0e49E6548', symbol: 'ARB', name: 'Arbitrum', decimals: 18 },
    ],
  },
  'eip155:8453': {
    nativeUsdFeed: ETH_USD_BASE,
    tokens: [
      { address: L2_WETH, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, usdFeed: ETH_USD_BASE },
      { address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', symbol: 'USDC', name: 'USD Coin', decimals: 6 },
      { address: '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb', symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18 },
    ],
  },
  'eip155:137': {
    tokens: [
      { address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619', symbol: 'WETH', name: 'Wrapped Ether', decimals: 18 },
      { address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', symbol: 'USDC', name: 'USDCoin', decimals: 6 },
      { address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', symbol: 'USDT', name: 'Tether USD', decimals: 6 },
    ],
  },
}
