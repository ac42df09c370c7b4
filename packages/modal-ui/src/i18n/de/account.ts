import type { Messages } from '../en/core.js'

/**
 * German messages of the Account view; they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'Adresse kopieren',
  copied: 'Adresse kopiert',
  balanceLabel: 'Guthaben',
  disconnect: 'Trennen',
  disconnecting: 'Trenne…',
  balanceUnavailable: 'Guthaben nicht verfügbar',
  actionsLabel: 'Kontoaktionen',
  send: 'Senden',
  swap: 'Tauschen',
  receive: 'Empfangen',
  buy: 'Kaufen',
  chooseName: 'Namen wählen',
  tokensLabel: 'Token',
  tokensEmpty: 'Noch keine Token in diesem Netzwerk',
  tokensLoading: 'Token werden geladen',
  exportWallet: 'Wallet exportieren',
  exporting: 'Exportiere…',
}
