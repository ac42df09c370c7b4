import { readGasPrice } from '../direct/readGasPrice.js'
import { readTokenBalances } from '../direct/readTokenBalances.js'
import { optionsState } from '../options/optionsState.js'
import type { AccountDataProvider } from './types.js'

/**
 * Account data straight from the chain's RPC (no hosted service): the native balance and the
 * configured `tokens` list and `eth_gasPrice`. The reading code is imported statically, in the lazily loaded
 * features chunk: as chunks of their own (loaded on first use) the token and gas price reads cost the views
 * 1.2 KB gzip more in file overhead and split shared code (the ABI coder) into one more chunk; a hosted
 * page now downloads the token reading code (about 1 KB gzip) with the features it loads anyway.
 *
 * @example
 * const provider = createDirectProvider()
 * await provider.getGasPrice({ network: localDevChain }) // 1875000000n
 */
export function createDirectProvider(): AccountDataProvider {
  return {
    kind: 'direct',
    async getTokenBalances({ network, address, wallet }) {
      return readTokenBalances({ network, address, tokens: optionsState.tokens[network.caipNetworkId] ?? [], wallet })
    },
    async getGasPrice({ network }) {
      return readGasPrice(network)
    },
  }
}
