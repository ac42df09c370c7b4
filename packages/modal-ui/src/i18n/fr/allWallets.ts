import type { Messages } from '../en/core.js'

/**
 * French messages of the All Wallets view; they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'Rechercher des portefeuilles',
  searchPlaceholder: 'Rechercher un portefeuille',
  listLabel: 'Liste des portefeuilles',
  loading: 'Chargement des portefeuilles…',
  noResults: 'Aucun portefeuille trouvé',
  retry: 'Réessayer',
  loadMore: 'Afficher plus',
  certified: 'Certifié',
  installedOnly: 'Seuls les portefeuilles installés dans ce navigateur sont listés ici.',
  resultCount: (count: number) =>
    new Intl.PluralRules('fr').select(count) === 'one'
      ? `${count} portefeuille trouvé`
      : `${count} portefeuilles trouvés`,
}
