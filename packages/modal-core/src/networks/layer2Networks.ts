import type { CaipNetwork } from '../caip/types.js'
import { defineNetwork } from './defineNetwork.js'

// Ethereum's rollups with Ether as their native currency, each mainnet beside its Sepolia testnet.
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const sepoliaEther = { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 }

/**
 * OP Mainnet (id 10).
 *
 * @example
 * initModal({ networks: [ethereumMainnet, optimismMainnet] })
 */
export const optimismMainnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  testnet: false,
})

/**
 * OP Sepolia (id 11155420).
 *
 * @example
 * initModal({ networks: [optimismSepolia] })
 */
export const optimismSepolia: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 11155420,
  name: 'OP Sepolia',
  nativeCurrency: sepoliaEther,
  rpcUrls: { default: { http: ['https://sepolia.optimism.io'] } },
  blockExplorers: { default: { name: 'Blockscout', url: 'https://optimism-sepolia.blockscout.com' } },
  testnet: true,
})

/**
 * Arbitrum One (id 42161).
 *
 * @example
 * initModal({ networks: [ethereumMainnet, arbitrumOne] })
 */
export const arbitrumOne: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  testnet: false,
})

/**
 * Arbitrum Sepolia (id 421614).
 *
 * @example
 * initModal({ networks: [arbitrumSepolia] })
 */
export const arbitrumSepolia: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 421614,
  name: 'Arbitrum Sepolia',
  nativeCurrency: { name: 'Arbitrum Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' } },
  testnet: true,
})

/**
 * Base (id 8453).
 *
 * @example
 * initModal({ networks: [ethereumMainnet, baseMainnet] })
 */
export const baseMainnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  testnet: false,
})

/**
 * Base Sepolia (id 84532).
 *
 * @example
 * initModal({ networks: [baseSepolia] })
 */
export const baseSepolia: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 84532,
  name: 'Base Sepolia',
  nativeCurrency: sepoliaEther,
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  testnet: true,
})

/**
 * zkSync Era (id 324).
 *
 * @example
 * initModal({ networks: [ethereumMainnet, zkSyncEra] })
 */
export const zkSyncEra: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 324,
  name: 'zkSync Era',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'], webSocket: ['wss://mainnet.era.zksync.io/ws'] } },
  blockExplorers: { default: { name: 'zkSync Explorer', url: 'https://explorer.zksync.io' } },
  testnet: false,
})

/**
 * Linea (id 59144).
 *
 * @example
 * initModal({ networks: [ethereumMainnet, lineaMainnet] })
 */
export const lineaMainnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 59144,
  name: 'Linea',
  nativeCurrency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.linea.build'], webSocket: ['wss://rpc.linea.build'] } },
  blockExplorers: { default: { name: 'Lineascan', url: 'https://lineascan.build' } },
  testnet: false,
})

/**
 * Scroll (id 534352).
 *
 * @example
 * initModal({ networks: [ethereumMainnet, scrollMainnet] })
 */
export const scrollMainnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 534352,
  name: 'Scroll',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://rpc.scroll.io'], webSocket: ['wss://wss-rpc.scroll.io/ws'] } },
  blockExplorers: { default: { name: 'Scrollscan', url: 'https://scrollscan.com' } },
  testnet: false,
})

/**
 * Blast (id 81457).
 *
 * @example
 * initModal({ networks: [ethereumMainnet, blastMainnet] })
 */
export const blastMainnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 81457,
  name: 'Blast',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://rpc.blast.io'] } },
  blockExplorers: { default: { name: 'Blastscan', url: 'https://blastscan.io' } },
  testnet: false,
})

/**
 * Zora (id 7777777).
 *
 * @example
 * initModal({ networks: [ethereumMainnet, zoraMainnet] })
 */
export const zoraMainnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 7777777,
  name: 'Zora',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://rpc.zora.energy'], webSocket: ['wss://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Zora Explorer', url: 'https://explorer.zora.energy' } },
  testnet: false,
})
