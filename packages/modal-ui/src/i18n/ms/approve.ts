import type { Messages } from '../en/core.js'

/**
 * Malay messages of the Approve Request view; they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'Aplikasi ini',
  heading: (appName: string, action: string) => `${appName} meminta dompet anda untuk ${action}`,
  action: (method: string): string =>
    ({
      personal_sign: 'menandatangani mesej',
      eth_signTypedData_v4: 'menandatangani data berstruktur',
      eth_sendTransaction: 'menghantar transaksi',
      eth_sendUserOperation: 'menghantar operasi pengguna',
      wallet_sendCalls: 'menghantar sekumpulan panggilan',
      wallet_grantPermissions: 'memberi kebenaran',
      wallet_revokePermissions: 'membatalkan kebenaran',
      solana_signMessage: 'menandatangani mesej',
      solana_signTransaction: 'menandatangani transaksi',
      solana_signAllTransactions: 'menandatangani beberapa transaksi',
      solana_signAndSendTransaction: 'menandatangani dan menghantar transaksi',
    })[method] ?? `memanggil ${method}`,
  explanation:
    'Luluskan untuk menghantar permintaan ini ke dompet anda, tempat anda mengesahkannya. Tolak untuk membatalkannya.',
  /** Malay nouns do not change with the count, so one form serves every count. */
  more: (count: number) => `${count} lagi permintaan sedang menunggu`,
  approve: 'Luluskan',
  reject: 'Tolak',
}
