import type { Messages } from '../en/core.js'

/**
 * German messages of the Approve Request view; they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'Diese App',
  heading: (appName: string, action: string) => `${appName} bittet deine Wallet, ${action}`,
  action: (method: string): string =>
    ({
      personal_sign: 'eine Nachricht zu signieren',
      eth_signTypedData_v4: 'strukturierte Daten zu signieren',
      eth_sendTransaction: 'eine Transaktion zu senden',
      eth_sendUserOperation: 'eine User Operation zu senden',
      wallet_sendCalls: 'mehrere Aufrufe zu senden',
      wallet_grantPermissions: 'Berechtigungen zu erteilen',
      wallet_revokePermissions: 'Berechtigungen zu entziehen',
      solana_signMessage: 'eine Nachricht zu signieren',
      solana_signTransaction: 'eine Transaktion zu signieren',
      solana_signAllTransactions: 'Transaktionen zu signieren',
      solana_signAndSendTransaction: 'eine Transaktion zu signieren und zu senden',
    })[method] ?? `${method} aufzurufen`,
  explanation:
    'Bestätige, um die Anfrage an deine Wallet weiterzugeben, wo du sie freigibst. Lehne ab, um sie abzubrechen.',
  more: (count: number) => `${count} weitere ${count === 1 ? 'Anfrage wartet' : 'Anfragen warten'}`,
  approve: 'Bestätigen',
  reject: 'Ablehnen',
}
