import { readGasPrice } from '../direct/readGasPrice.js'
import { optionsState } from '../options/optionsState.js'
import type { AccountDataProvider } from './types.js'

/**
 * Account data straight from the chain's RPC (no hosted service): the native balance and the
 * configured `tokens` list and `eth_gasPrice`. The token reading code loads on first use; the gas price
 * read (one `eth_gasPrice` through the RPC helper this chunk already holds) is imported statically, as a
 * chunk of its own cost the views more in file overhead than its code.
 *
 * @example
 * const provider = createDirectProvider()
 * await provider.getGasPrice({ network: localDevChain }) // 1875000000n
 */
export function createDirectProvider(): AccountDataProvider {
  return {
    kind: 'direct',
    async getTokenBalances({ network, address, wallet }) {
      const { readTokenBalances } = await import('../direct/readTokenBalances.js')
      return readTokenBalances({ network, address, tokens: optionsState.tokens[network.caipNetworkId] ?? [], wallet })
    },
    async getGasPrice({ network }) {
      return readGasPrice(network)
    },
  }
}
