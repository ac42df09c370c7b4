import { readStorage, writeStorage } from '../storage/storage.js'
import type { Connector } from './types.js'

/** Spec section 9: two recent wallets are kept. */
export const MAX_RECENT_WALLETS = 2

/** What is remembered of a recently used wallet. */
export type RecentWallet = { id: string; name: string; imageUrl?: string; rdns?: string }

const isRecentWallet = (value: unknown): value is RecentWallet => {
  const item = value as Partial<RecentWallet> | null
  return typeof item === 'object' && item !== null && typeof item.id === 'string' && typeof item.name === 'string'
}
const isRecentWalletList = (value: unknown): value is RecentWallet[] =>
  Array.isArray(value) && value.every(isRecentWallet)

/**
 * The recently used wallets, most recent first (at most 2).
 *
 * @example
 * getRecentWallets()[0]?.name
 */
export function getRecentWallets(): RecentWallet[] {
  return (readStorage('recentWallets', isRecentWalletList) ?? []).slice(0, MAX_RECENT_WALLETS)
}

/**
 * Puts a wallet first in the recent list, keeping at most 2.
 *
 * @example
 * addRecentWallet(connector)
 */
export function addRecentWallet(connector: Connector): void {
  const entry: RecentWallet = {
    id: connector.id,
    name: connector.name,
    ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
    ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
  }
  const rest = getRecentWallets().filter((wallet) => wallet.id !== entry.id)
  writeStorage('recentWallets', [entry, ...rest].slice(0, MAX_RECENT_WALLETS))
}
