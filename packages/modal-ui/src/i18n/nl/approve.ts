import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the Approve Request view; they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'Deze app',
  heading: (appName: string, action: string) => `${appName} vraagt je wallet om ${action}`,
  action: (method: string): string =>
    ({
      personal_sign: 'een bericht te ondertekenen',
      eth_signTypedData_v4: 'gestructureerde gegevens te ondertekenen',
      eth_sendTransaction: 'een transactie te versturen',
      eth_sendUserOperation: 'een gebruikersoperatie te versturen',
      wallet_sendCalls: 'een reeks aanroepen te versturen',
      wallet_grantPermissions: 'rechten te verlenen',
      wallet_revokePermissions: 'rechten in te trekken',
      solana_signMessage: 'een bericht te ondertekenen',
      solana_signTransaction: 'een transactie te ondertekenen',
      solana_signAllTransactions: 'transacties te ondertekenen',
      solana_signAndSendTransaction: 'een transactie te ondertekenen en te versturen',
    })[method] ?? `${method} aan te roepen`,
  explanation:
    'Keur goed om dit verzoek door te geven aan je wallet, waar je het bevestigt. Wijs af om het te annuleren.',
  more: (count: number) =>
    new Intl.PluralRules('nl').select(count) === 'one'
      ? `Nog ${count} verzoek wacht`
      : `Nog ${count} verzoeken wachten`,
  approve: 'Goedkeuren',
  reject: 'Afwijzen',
}
