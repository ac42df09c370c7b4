import type { CaipNetwork } from '../caip/types.js'
import { defineNetwork } from './defineNetwork.js'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/**
 * Solana mainnet (CAIP-2 reference: the genesis hash prefix).
 *
 * @example
 * initModal({ networks: [solanaMainnet] })
 */
export const solanaMainnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: false,
})

/**
 * Solana devnet.
 *
 * @example
 * initModal({ networks: [solanaDevnet] })
 */
export const solanaDevnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  testnet: true,
})

/**
 * Solana testnet.
 *
 * @example
 * initModal({ networks: [solanaTestnet] })
 */
export const solanaTestnet: CaipNetwork = /* @__PURE__ */ defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  testnet: true,
})

/** The reference used for a local validator (it has no fixed genesis hash). */
export const SOLANA_LOCALNET_REFERENCE = 'localnet'

/**
 * A local Solana validator (or any RPC answering for `solana:localnet` wallets) at `rpcUrl`.
 *
 * @example
 * const localnet = createSolanaLocalnet({ rpcUrl: 'http://127.0.0.1:8899' })
 */
export function createSolanaLocalnet({ rpcUrl = 'http://127.0.0.1:8899' }: { rpcUrl?: string } = {}): CaipNetwork {
  return defineNetwork({
    id: SOLANA_LOCALNET_REFERENCE,
    name: 'Solana Localnet',
    chainNamespace: 'solana',
    nativeCurrency: sol,
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}
