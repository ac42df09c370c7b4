import { readGasPrice } from '../direct/readGasPrice.js'
import type { AccountDataProvider } from './types.js'

/**
 * Account data straight from the chain's RPC (no hosted service): `eth_gasPrice` (token balances have a
 * source of their own, `src/tokens`). The reader is imported statically, in the lazily loaded features
 * chunk: as a chunk of its own (loaded on first use) it cost the views more in file overhead than its size.
 *
 * @example
 * const provider = createDirectProvider()
 * await provider.getGasPrice({ network: localDevChain }) // 1875000000n
 */
export function createDirectProvider(): AccountDataProvider {
  return {
    kind: 'direct',
    async getGasPrice({ network }) {
      return readGasPrice(network)
    },
  }
}
