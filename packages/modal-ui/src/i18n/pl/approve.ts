import type { Messages } from '../en/core.js'

const plural = new Intl.PluralRules('pl')
/** "czeka jeszcze 1 żądanie", "czekają jeszcze 2 żądania", "czeka jeszcze 5 żądań": the form the count takes. */
const waiting: Readonly<Partial<Record<Intl.LDMLPluralRule, [verb: string, noun: string]>>> = {
  one: ['Czeka', 'żądanie'],
  few: ['Czekają', 'żądania'],
  many: ['Czeka', 'żądań'],
}

/**
 * Polish messages of the Approve Request view; they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'Ta aplikacja',
  heading: (appName: string, action: string) => `${appName} prosi twój portfel o ${action}`,
  action: (method: string): string =>
    ({
      personal_sign: 'podpisanie wiadomości',
      eth_signTypedData_v4: 'podpisanie danych typowanych',
      eth_sendTransaction: 'wysłanie transakcji',
      eth_sendUserOperation: 'wysłanie operacji użytkownika',
      wallet_sendCalls: 'wysłanie pakietu wywołań',
      wallet_grantPermissions: 'przyznanie uprawnień',
      wallet_revokePermissions: 'cofnięcie uprawnień',
      solana_signMessage: 'podpisanie wiadomości',
      solana_signTransaction: 'podpisanie transakcji',
      solana_signAllTransactions: 'podpisanie wszystkich transakcji',
      solana_signAndSendTransaction: 'podpisanie i wysłanie transakcji',
    })[method] ?? `wywołanie ${method}`,
  explanation: 'Zatwierdź, aby przekazać żądanie do portfela, gdzie je potwierdzisz. Odrzuć, aby je anulować.',
  more: (count: number) => {
    const [verb, noun] = waiting[plural.select(count)] ?? ['Czeka', 'żądania']
    return `${verb} jeszcze ${count} ${noun}`
  },
  approve: 'Zatwierdź',
  reject: 'Odrzuć',
}
