import type { CaipNetwork } from '../caip/types.js'
import { defineNetwork } from './defineNetwork.js'

/**
 * Sepolia (id 11155111), Ethereum's application testnet.
 *
 * @example
 * initModal({ networks: [ethereumSepolia] })
 */
export const ethereumSepolia: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
})

/**
 * Hoodi (id 560048), Ethereum's validator and staking testnet (Holesky's successor since 2025).
 *
 * @example
 * initModal({ networks: [ethereumHoodi] })
 */
export const ethereumHoodi: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 560048,
  name: 'Hoodi',
  nativeCurrency: { name: 'Hoodi Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.hoodi.ethpandaops.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://hoodi.etherscan.io' } },
  testnet: true,
})
