/** Chain namespaces of the specification; modal-core implements eip155 for now. */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122'

/** CAIP-2 network id, `namespace:reference` (for example `eip155:1337`). */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** CAIP-10 account id, `namespace:reference:address`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** A network the modal can show and switch to (spec section 3, "Network"). */
export type CaipNetwork = {
  id: number | string
  name: string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } } & Record<
    string,
    { http: readonly string[]; webSocket?: readonly string[] }
  >
  blockExplorers?: { default: { name: string; url: string } } & Record<string, { name: string; url: string }>
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
  /**
   * Contracts the modal reads directly (eip155): `ensUniversalResolver` enables names through ENS on chain;
   * `multicall3` is where token balances are read in one call (default: Multicall3's usual address);
   * `usdPriceFeeds`: Chainlink USD price feeds, keyed `native` or by ERC-20 address, for the tokens' USD
   * values (over the bundled feeds of the built-in networks); `sequencerUptimeFeed`: on a rollup, Chainlink's
   * L2 Sequencer Uptime Feed; no USD value is shown while it says the sequencer is down or came back less
   * than an hour ago (bundled for Arbitrum, Optimism and Base).
   * `uniswapV3` is where swaps run without the hosted service (built-in for Ethereum, Arbitrum, Optimism,
   * Base and Polygon; set it for a chain of your own).
   */
  contracts?: {
    ensUniversalResolver?: { address: `0x${string}` }
    multicall3?: { address: `0x${string}` }
    usdPriceFeeds?: Record<string, { address: `0x${string}` }>
    sequencerUptimeFeed?: { address: `0x${string}` }
    uniswapV3?: UniswapV3Contracts
  }
}

/** A network's Uniswap v3 contracts the chain swap source calls; `weth9` is the router's wrapped native token. */
export type UniswapV3Contracts = {
  quoterV2: `0x${string}`
  swapRouter02: `0x${string}`
  weth9: `0x${string}`
}

export type AccountType = 'eoa' | 'smartAccount' | 'payment'

/** One account a wallet exposes (spec section 3, "Account"). */
export type Account = {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}
