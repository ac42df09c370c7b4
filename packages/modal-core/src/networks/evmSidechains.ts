import type { CaipNetwork } from '../caip/types.js'
import { defineNetwork } from './defineNetwork.js'

// EVM chains with a native currency of their own, each mainnet beside its testnet where it has one.

/**
 * Polygon PoS (id 137), native currency POL.
 *
 * @example
 * initModal({ networks: [ethereumMainnet, polygonMainnet] })
 */
export const polygonMainnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon.drpc.org'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  testnet: false,
})

/**
 * Polygon Amoy (id 80002), Polygon PoS's testnet.
 *
 * @example
 * initModal({ networks: [polygonAmoy] })
 */
export const polygonAmoy: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 80002,
  name: 'Polygon Amoy',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc-amoy.polygon.technology'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' } },
  testnet: true,
})

/**
 * BNB Smart Chain (id 56), native currency BNB.
 *
 * @example
 * initModal({ networks: [ethereumMainnet, bscMainnet] })
 */
export const bscMainnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  testnet: false,
})

/**
 * BNB Smart Chain Testnet (id 97), native currency tBNB.
 *
 * @example
 * initModal({ networks: [bscTestnet] })
 */
export const bscTestnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 97,
  name: 'BNB Smart Chain Testnet',
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://testnet.bscscan.com' } },
  testnet: true,
})

/**
 * Avalanche C-Chain (id 43114), native currency AVAX.
 *
 * @example
 * initModal({ networks: [ethereumMainnet, avalancheMainnet] })
 */
export const avalancheMainnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 43114,
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  testnet: false,
})

/**
 * Avalanche Fuji (id 43113), the C-Chain's testnet.
 *
 * @example
 * initModal({ networks: [avalancheFuji] })
 */
export const avalancheFuji: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 43113,
  name: 'Avalanche Fuji',
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax-test.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' } },
  testnet: true,
})

/**
 * Gnosis Chain (id 100), native currency xDAI.
 *
 * @example
 * initModal({ networks: [ethereumMainnet, gnosisMainnet] })
 */
export const gnosisMainnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 100,
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'], webSocket: ['wss://rpc.gnosischain.com/wss'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  testnet: false,
})

/**
 * Celo (id 42220), native currency CELO.
 *
 * @example
 * initModal({ networks: [ethereumMainnet, celoMainnet] })
 */
export const celoMainnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 42220,
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celoscan', url: 'https://celoscan.io' } },
  testnet: false,
})

/**
 * Mantle (id 5000), native currency MNT.
 *
 * @example
 * initModal({ networks: [ethereumMainnet, mantleMainnet] })
 */
export const mantleMainnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 5000,
  name: 'Mantle',
  nativeCurrency: { name: 'MNT', symbol: 'MNT', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.mantle.xyz'] } },
  blockExplorers: { default: { name: 'Mantlescan', url: 'https://mantlescan.xyz' } },
  testnet: false,
})
