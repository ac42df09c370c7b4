import { createLocalDevChain, type CaipNetwork } from '@agentry/modal-core'

export type LocalNetworkParameters = {
  /** RPC URL of the local development chain (1337). */
  rpcUrl: string
  /** Contracts deployed on it, by name (the server's LOCAL_CHAIN_CONTRACTS). */
  contracts?: Readonly<Record<string, `0x${string}`>>
}

type NetworkContracts = NonNullable<CaipNetwork['contracts']>

/**
 * The local development chain as the modal is given it: its RPC URL, and the contracts the modal reads
 * there when they are deployed: `ensUniversalResolver` for names and avatars, `multicall3` for balances,
 * `uniswapV3QuoterV2`, `uniswapV3SwapRouter02` and `weth9` (all three) for swaps, and the Chainlink feeds
 * `chainlinkEthUsd` (the native currency's USD price) and `chainlinkTokenUsd` (that of `token`) for USD
 * values. Names the modal does not read stay out of the network.
 *
 * @example
 * localNetwork({ rpcUrl: 'http://127.0.0.1:8545', contracts: { ensUniversalResolver: '0x…' } })
 */
export function localNetwork({ rpcUrl, contracts = {} }: LocalNetworkParameters): CaipNetwork {
  const network = createLocalDevChain({ rpcUrl })
  const { uniswapV3QuoterV2: quoterV2, uniswapV3SwapRouter02: swapRouter02, weth9 } = contracts
  const usdPriceFeeds = priceFeeds(contracts)
  const known: NetworkContracts = {
    ...(contracts.ensUniversalResolver ? { ensUniversalResolver: { address: contracts.ensUniversalResolver } } : {}),
    ...(contracts.multicall3 ? { multicall3: { address: contracts.multicall3 } } : {}),
    ...(quoterV2 && swapRouter02 && weth9 ? { uniswapV3: { quoterV2, swapRouter02, weth9 } } : {}),
    ...(Object.keys(usdPriceFeeds).length > 0 ? { usdPriceFeeds } : {}),
  }
  return Object.keys(known).length > 0 ? { ...network, contracts: known } : network
}

/** The Chainlink USD feeds among the contracts, keyed `native` or by the priced token's address. */
function priceFeeds(
  contracts: Readonly<Record<string, `0x${string}`>>,
): NonNullable<NetworkContracts['usdPriceFeeds']> {
  return {
    ...(contracts.chainlinkEthUsd ? { native: { address: contracts.chainlinkEthUsd } } : {}),
    ...(contracts.token && contracts.chainlinkTokenUsd
      ? { [contracts.token]: { address: contracts.chainlinkTokenUsd } }
      : {}),
  }
}
