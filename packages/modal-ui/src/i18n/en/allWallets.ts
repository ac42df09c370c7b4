/**
 * English messages of the All Wallets view; they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets = {
  searchLabel: 'Search wallets',
  searchPlaceholder: 'Search wallet',
  listLabel: 'Wallets',
  loading: 'Loading wallets…',
  noResults: 'No wallet found',
  retry: 'Try again',
  loadMore: 'Load more',
  certified: 'Certified',
  installedOnly: 'Only the wallets installed in this browser are listed here.',
  resultCount: (count: number) => (count === 1 ? '1 wallet found' : `${count} wallets found`),
} as const
