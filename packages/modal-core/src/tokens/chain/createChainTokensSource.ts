import { discoverTokens } from '../../adapters/evm/discoverTokens.js'
import type { Hex } from '../../evmCall/hex.js'
import { optionsState } from '../../options/optionsState.js'
import { portfolioCache } from '../../storage/caches.js'
import type { TokensSource } from '../tokensSource.js'
import { COMMON_TOKENS } from './commonTokens.js'
import { readActivityTokens } from './readActivityTokens.js'
import { readChainTokens, type ChainToken } from './readChainTokens.js'
import { SEQUENCER_UPTIME_FEEDS } from './sequencerUptime.js'

/**
 * Token balances read from the network's own node: the native currency and, in ONE Multicall3
 * `aggregate3` call, the bundled common tokens of the network (`COMMON_TOKENS`), the dapp's `tokens`, the
 * tokens the wallet names (`wallet_getAssets`) and those found in the account's activity, with USD values
 * from the Chainlink feeds the network has (bundled, or the dapp's `contracts.usdPriceFeeds`, keyed
 * `native` or by token address). On a rollup, no USD value while Chainlink's sequencer uptime feed
 * (`SEQUENCER_UPTIME_FEEDS`, or the dapp's `contracts.sequencerUptimeFeed`), read in the same call, says
 * the sequencer is down or just came back. Answers are kept 30 s (spec section 9) unless `force`.
 *
 * @example
 * const balances = await createChainTokensSource().getBalances({ network, address, force: false })
 */
export function createChainTokensSource(): TokensSource {
  return {
    kind: 'chain',
    async getBalances({ network, address, force, wallet }) {
      const key = `chain:${network.caipNetworkId}:${address.toLowerCase()}`
      const cached = force ? undefined : portfolioCache.get(key)
      if (cached) return cached
      const common = COMMON_TOKENS[network.caipNetworkId]
      const [discovered, found] = await Promise.all([
        wallet ? discoverTokens(wallet, { address, network }) : [],
        readActivityTokens({ network, address, force }),
      ])
      // First entry wins: the dapp's own metadata over the list's, the list's over the wallet's; activity
      // tokens carry none, so theirs is read from the contract.
      const tokens = new Map<string, ChainToken>()
      for (const token of [
        ...(optionsState.tokens[network.caipNetworkId] ?? []),
        ...(common?.tokens ?? []),
        ...discovered,
        ...found.map((address) => ({ address })),
      ])
        if (!tokens.has(token.address.toLowerCase())) tokens.set(token.address.toLowerCase(), token)
      const feeds = Object.fromEntries(
        Object.entries(network.contracts?.usdPriceFeeds ?? {}).map(([of, { address }]) => [of.toLowerCase(), address]),
      )
      const list = [...tokens.entries()].map(([lower, token]) => {
        const usdFeed: Hex | undefined = feeds[lower] ?? token.usdFeed
        return { ...token, usdFeed }
      })
      const balances = await readChainTokens({
        network,
        address,
        tokens: list,
        nativeUsdFeed: feeds.native ?? common?.nativeUsdFeed,
        sequencerUptimeFeed:
          network.contracts?.sequencerUptimeFeed?.address ?? SEQUENCER_UPTIME_FEEDS[network.caipNetworkId],
      })
      portfolioCache.set(key, balances)
      return balances
    },
  }
}
