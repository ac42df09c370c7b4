import type { CaipNetwork } from '../caip/types.js'
import { defineNetwork } from './defineNetwork.js'

export type CreateLocalDevChainParameters = {
  /** The node's JSON-RPC URL; the app passes its own at runtime. */
  rpcUrl?: string
}

/**
 * The local development chain (id 1337, 'Localhost', Ether) with a chosen RPC URL.
 *
 * @example
 * const local = createLocalDevChain({ rpcUrl: process.env.NEXT_PUBLIC_RPC_URL })
 */
export function createLocalDevChain({
  rpcUrl = 'http://127.0.0.1:8545',
}: CreateLocalDevChainParameters = {}): CaipNetwork {
  return defineNetwork({
    id: 1337,
    name: 'Localhost',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}

/**
 * The local development chain at `http://127.0.0.1:8545`; use `createLocalDevChain` for another URL.
 *
 * @example
 * initModal({ networks: [localDevChain] })
 */
export const localDevChain: CaipNetwork = /* @__PURE__ */ createLocalDevChain()
