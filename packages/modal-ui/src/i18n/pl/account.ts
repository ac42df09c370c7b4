import type { Messages } from '../en/core.js'

/**
 * Polish messages of the Account view; they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'Kopiuj adres',
  copied: 'Skopiowano adres',
  balanceLabel: 'Saldo',
  disconnect: 'Rozłącz',
  disconnecting: 'Rozłączanie…',
  balanceUnavailable: 'Saldo tokenów niedostępne',
  actionsLabel: 'Akcje konta',
  send: 'Wyślij',
  swap: 'Wymień',
  receive: 'Odbierz',
  buy: 'Kup',
  chooseName: 'Wybierz nazwę',
  tokensLabel: 'Tokeny',
  tokensEmpty: 'Brak tokenów w tej sieci',
  tokensLoading: 'Ładowanie tokenów',
  exportWallet: 'Eksportuj portfel',
  exporting: 'Eksportowanie…',
}
