import type { CaipNetwork } from '../caip/types.js'
import { defineNetwork } from '../networks/defineNetwork.js'

/** A Solana network for namespace tests (its RPC is never called by them). */
export const solanaTestNetwork = (reference: string, name: string): CaipNetwork =>
  defineNetwork({
    id: reference,
    name,
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  })

export const solanaOne = solanaTestNetwork('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')
export const solanaTwo = solanaTestNetwork('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet')
