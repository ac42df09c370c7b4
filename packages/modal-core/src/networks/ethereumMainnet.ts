import type { CaipNetwork } from '../caip/types.js'
import { defineNetwork } from './defineNetwork.js'

/**
 * Ethereum mainnet (id 1).
 *
 * @example
 * initModal({ networks: [ethereumMainnet, localDevChain], defaultNetwork: ethereumMainnet })
 */
export const ethereumMainnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  testnet: false,
  // The ENS Universal Resolver on Ethereum (docs.ens.domains, "Deployments").
  contracts: { ensUniversalResolver: { address: '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe' } },
})
