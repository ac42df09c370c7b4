import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the Account view; they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'Adres kopiëren',
  copied: 'Adres gekopieerd',
  balanceLabel: 'Saldo',
  disconnect: 'Verbinding verbreken',
  disconnecting: 'Verbinding verbreken…',
  balanceUnavailable: 'Saldo niet beschikbaar',
  actionsLabel: 'Accountacties',
  send: 'Versturen',
  swap: 'Ruilen',
  receive: 'Ontvangen',
  buy: 'Kopen',
  chooseName: 'Kies een naam',
  tokensLabel: 'Lijst met tokens',
  tokensEmpty: 'Nog geen tokens op dit netwerk',
  tokensLoading: 'Tokens laden',
  exportWallet: 'Wallet exporteren',
  exporting: 'Exporteren…',
}
