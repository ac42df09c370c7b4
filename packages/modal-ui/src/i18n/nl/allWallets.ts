import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the All Wallets view; they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'Wallets zoeken',
  searchPlaceholder: 'Zoek een wallet',
  listLabel: 'Lijst met wallets',
  loading: 'Wallets laden…',
  noResults: 'Geen wallet gevonden',
  retry: 'Opnieuw proberen',
  loadMore: 'Meer laden',
  certified: 'Gecertificeerd',
  installedOnly: 'Hier staan alleen de wallets die in deze browser zijn geïnstalleerd.',
  resultCount: (count: number) =>
    new Intl.PluralRules('nl').select(count) === 'one' ? `${count} wallet gevonden` : `${count} wallets gevonden`,
}
