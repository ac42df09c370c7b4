import type { BlockchainApiClient } from '../api/createBlockchainApiClient.js'
import { getNamespace } from '../adapters/namespaces.js'
import type { SwapSource } from './swapSource.js'
import { NATIVE_SWAP_TOKEN, SWAP_NETWORK_IDS } from './swapNetworks.js'

/**
 * Swaps through the hosted Blockchain API (spec section 7, "convert"): its tokens, gas price, quotes,
 * allowance and the transactions it builds, on the 12 networks it serves.
 *
 * @example
 * const source = createHostedSwapSource(getBlockchainApi()!)
 * await source.getTokens({ network: ethereumMainnet }) // [{ symbol: 'ETH', … }, { symbol: 'USDC', … }]
 */
export function createHostedSwapSource(api: BlockchainApiClient): SwapSource {
  return {
    kind: 'hosted',
    supports: (network) =>
      Boolean(getNamespace(network.chainNamespace).swaps) && SWAP_NETWORK_IDS.includes(network.caipNetworkId),
    getTokens: ({ network }) => api.getSwapTokens({ caipNetworkId: network.caipNetworkId }),
    getGasPrice: async ({ network }) => (await api.getGasPrice({ caipNetworkId: network.caipNetworkId }))?.standard,
    async getQuote({ network, account, from, to, amount, gasPrice }) {
      const quotes = await api.getSwapQuotes({
        caipNetworkId: network.caipNetworkId,
        userAddress: account,
        from,
        to,
        amount: String(amount),
        gasPrice: gasPrice ?? '0',
      })
      return quotes[0]
    },
    getAllowance: async ({ account, token }) =>
      token.toLowerCase().endsWith(NATIVE_SWAP_TOKEN)
        ? undefined
        : BigInt(await api.getSwapAllowance({ tokenAddress: token, userAddress: account })),
    buildApprove: ({ account, from, to }) => api.buildSwapApprove({ userAddress: account, from, to }),
    buildSwap: ({ account, from, to, amount, slippage }) =>
      api.buildSwapTransaction({ userAddress: account, from, to, amount: String(amount), slippage }),
  }
}
