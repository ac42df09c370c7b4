import type { Messages } from '../en/core.js'

/**
 * French messages of the Activity list (Account view tab and Activity view); they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'Détails du compte',
  tokens: 'Jetons',
  activity: 'Activité',
  empty: 'Aucune activité pour le moment',
  partial: 'Transferts récents uniquement : ce réseau ne fournit pas l’historique complet',
  loading: "Chargement de l'activité",
  more: 'Afficher plus',
  retry: 'Réessayer',
  transaction: 'Transaction',
  operation: (type: string) =>
    ({
      send: 'Envoyé',
      receive: 'Reçu',
      trade: 'Échangé',
      mint: 'Frappé',
      approve: 'Approuvé',
      execute: 'Exécuté',
      deposit: 'Déposé',
      withdraw: 'Retiré',
      burn: 'Brûlé',
    })[type] ?? type,
}
