import type { Messages } from '../en/core.js'

/**
 * Italian messages of the Account view; they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'Copia indirizzo',
  copied: 'Indirizzo copiato',
  balanceLabel: 'Saldo',
  disconnect: 'Disconnetti',
  disconnecting: 'Disconnessione…',
  balanceUnavailable: 'Saldo non disponibile',
  actionsLabel: "Azioni dell'account",
  send: 'Invia',
  swap: 'Scambia',
  receive: 'Ricevi',
  buy: 'Acquista',
  chooseName: 'Scegli un nome',
  tokensLabel: 'Elenco dei token',
  tokensEmpty: 'Ancora nessun token su questa rete',
  tokensLoading: 'Caricamento dei token',
  exportWallet: 'Esporta wallet',
  exporting: 'Esportazione…',
}
