import type { Messages } from '../en/core.js'

/**
 * French messages of the Account view; they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: "Copier l'adresse",
  copied: 'Adresse copiée',
  balanceLabel: 'Solde',
  disconnect: 'Déconnecter',
  disconnecting: 'Déconnexion…',
  balanceUnavailable: 'Solde indisponible',
  actionsLabel: 'Actions du compte',
  send: 'Envoyer',
  swap: 'Échanger',
  receive: 'Recevoir',
  buy: 'Acheter',
  chooseName: 'Choisir un nom',
  tokensLabel: 'Jetons',
  tokensEmpty: 'Aucun jeton sur ce réseau pour le moment',
  tokensLoading: 'Chargement des jetons',
  exportWallet: 'Exporter le portefeuille',
  exporting: 'Exportation…',
}
