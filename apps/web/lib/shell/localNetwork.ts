import { createLocalDevChain, type CaipNetwork } from '@agentry/modal-core'

export type LocalNetworkParameters = {
  /** RPC URL of the local development chain (1337). */
  rpcUrl: string
  /** Contracts deployed on it, by name (the server's LOCAL_CHAIN_CONTRACTS). */
  contracts?: Readonly<Record<string, `0x${string}`>>
}

/**
 * The local development chain as the modal is given it: its RPC URL, and the contracts the modal reads
 * there when they are deployed (`ensUniversalResolver` for names and avatars, `multicall3` for balances).
 * Names the modal does not read stay out of the network.
 *
 * @example
 * localNetwork({ rpcUrl: 'http://127.0.0.1:8545', contracts: { ensUniversalResolver: '0x…' } })
 */
export function localNetwork({ rpcUrl, contracts = {} }: LocalNetworkParameters): CaipNetwork {
  const network = createLocalDevChain({ rpcUrl })
  const known: NonNullable<CaipNetwork['contracts']> = {
    ...(contracts.ensUniversalResolver ? { ensUniversalResolver: { address: contracts.ensUniversalResolver } } : {}),
    ...(contracts.multicall3 ? { multicall3: { address: contracts.multicall3 } } : {}),
  }
  return Object.keys(known).length > 0 ? { ...network, contracts: known } : network
}
