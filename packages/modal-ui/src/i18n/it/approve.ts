import type { Messages } from '../en/core.js'

/**
 * Italian messages of the Approve Request view; they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: "Quest'app",
  heading: (appName: string, action: string) => `${appName} chiede al tuo wallet di ${action}`,
  action: (method: string): string =>
    ({
      personal_sign: 'firmare un messaggio',
      eth_signTypedData_v4: 'firmare dati strutturati',
      eth_sendTransaction: 'inviare una transazione',
      eth_sendUserOperation: "inviare un'operazione utente",
      wallet_sendCalls: 'inviare un gruppo di chiamate',
      wallet_grantPermissions: 'concedere autorizzazioni',
      wallet_revokePermissions: 'revocare autorizzazioni',
      solana_signMessage: 'firmare un messaggio',
      solana_signTransaction: 'firmare una transazione',
      solana_signAllTransactions: 'firmare delle transazioni',
      solana_signAndSendTransaction: 'firmare e inviare una transazione',
    })[method] ?? `chiamare ${method}`,
  explanation: 'Approva per inoltrare la richiesta al tuo wallet, dove la confermi. Rifiuta per annullarla.',
  more: (count: number) =>
    new Intl.PluralRules('it').select(count) === 'one'
      ? `Un'altra richiesta in attesa`
      : `Altre ${count} richieste in attesa`,
  approve: 'Approva',
  reject: 'Rifiuta',
}
