import type { Messages } from '../en/core.js'

/**
 * French messages of the Approve Request view; they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'Cette application',
  heading: (appName: string, action: string) => `${appName} demande à votre portefeuille de ${action}`,
  action: (method: string): string =>
    ({
      personal_sign: 'signer un message',
      eth_signTypedData_v4: 'signer des données structurées',
      eth_sendTransaction: 'envoyer une transaction',
      eth_sendUserOperation: 'envoyer une opération utilisateur',
      wallet_sendCalls: "envoyer un lot d'appels",
      wallet_grantPermissions: 'accorder des autorisations',
      wallet_revokePermissions: 'révoquer des autorisations',
      solana_signMessage: 'signer un message',
      solana_signTransaction: 'signer une transaction',
      solana_signAllTransactions: 'signer des transactions',
      solana_signAndSendTransaction: 'signer et envoyer une transaction',
    })[method] ?? `appeler ${method}`,
  explanation:
    "Approuvez pour transmettre cette demande à votre portefeuille, où vous la confirmerez. Refusez pour l'annuler.",
  more: (count: number) =>
    new Intl.PluralRules('fr').select(count) === 'one'
      ? `${count} autre demande en attente`
      : `${count} autres demandes en attente`,
  approve: 'Approuver',
  reject: 'Refuser',
}
