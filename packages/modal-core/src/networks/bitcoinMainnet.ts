import type { CaipNetwork } from '../caip/types.js'
import { defineNetwork } from './defineNetwork.js'

/**
 * Bitcoin mainnet (bip122, the genesis block hash prefix as reference; BTC has 8 decimals). Typed for
 * apps that list it; modal-core has no bip122 adapter yet, so no RPC is configured.
 *
 * @example
 * bitcoinMainnet.caipNetworkId // 'bip122:000000000019d6689c085ae165831e93'
 */
export const bitcoinMainnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
})
