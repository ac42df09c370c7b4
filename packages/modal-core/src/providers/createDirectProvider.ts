import type { AccountDataProvider } from './types.js'

/**
 * Account data straight from the chain's RPC (no hosted service): `eth_gasPrice`. The reading code
 * loads on first use.
 *
 * @example
 * const provider = createDirectProvider()
 * await provider.getGasPrice({ network: localDevChain }) // 1875000000n
 */
export function createDirectProvider(): AccountDataProvider {
  return {
    kind: 'direct',
    async getGasPrice({ network }) {
      const { readGasPrice } = await import('../direct/readGasPrice.js')
      return readGasPrice(network)
    },
  }
}
