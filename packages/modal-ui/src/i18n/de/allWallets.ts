import type { Messages } from '../en/core.js'

/**
 * German messages of the All Wallets view; they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'Wallets durchsuchen',
  searchPlaceholder: 'Wallet suchen',
  listLabel: 'Wallet-Liste',
  loading: 'Wallets werden geladen…',
  noResults: 'Keine Wallet gefunden',
  retry: 'Erneut versuchen',
  loadMore: 'Mehr laden',
  certified: 'Zertifiziert',
  installedOnly: 'Hier stehen nur die Wallets, die in diesem Browser installiert sind.',
  resultCount: (count: number) => (count === 1 ? '1 Wallet gefunden' : `${count} Wallets gefunden`),
}
