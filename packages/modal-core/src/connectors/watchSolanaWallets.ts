import { addConnector, removeConnector } from './connectorsState.js'
import type { Connector } from './types.js'
import { createSolanaAdapter, type SolanaCommitment } from '../adapters/solana/createSolanaAdapter.js'
import { getWalletRegistry } from '../adapters/solana/walletRegistry.js'
import type { StandardWallet } from '../adapters/solana/walletStandard.js'

export type WatchSolanaWalletsParameters = { commitment?: SolanaCommitment }

/** A stable connector id: Wallet Standard wallets have no rdns, their name is what they announce. */
export const solanaConnectorId = (wallet: StandardWallet): string => `wallet-standard:${wallet.name}`

const isSolanaWallet = (wallet: StandardWallet) =>
  wallet.chains.some((chain) => chain.startsWith('solana:')) && 'standard:connect' in wallet.features

/**
 * Discovers Solana wallets through the Wallet Standard and keeps them in the connector list (type
 * ANNOUNCED, chain solana, each with its `ChainAdapter`); wallets that register later are added, those
 * that unregister removed. Returns the function that stops watching. Does nothing during server
 * rendering.
 *
 * @example
 * const unwatch = watchSolanaWallets()
 * await connect({ connectorId: 'wallet-standard:Phantom' })
 */
export function watchSolanaWallets({ commitment }: WatchSolanaWalletsParameters = {}): () => void {
  if (typeof window === 'undefined') return () => {}
  const registry = getWalletRegistry()
  const toConnector = (wallet: StandardWallet): Connector => ({
    id: solanaConnectorId(wallet),
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
    adapter: createSolanaAdapter({ wallet, ...(commitment ? { commitment } : {}) }),
  })
  const add = (wallets: readonly StandardWallet[]) => {
    for (const wallet of wallets) if (isSolanaWallet(wallet)) addConnector(toConnector(wallet))
  }
  add(registry.get())
  const offRegister = registry.on('register', (...wallets) => add(wallets))
  const offUnregister = registry.on('unregister', (...wallets) => {
    for (const wallet of wallets) removeConnector(solanaConnectorId(wallet))
  })
  return () => {
    offRegister()
    offUnregister()
  }
}
