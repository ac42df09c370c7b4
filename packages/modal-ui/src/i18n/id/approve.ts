import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the Approve Request view; they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'Aplikasi ini',
  heading: (appName: string, action: string) => `${appName} meminta dompet Anda untuk ${action}`,
  action: (method: string): string =>
    ({
      personal_sign: 'menandatangani pesan',
      eth_signTypedData_v4: 'menandatangani data terstruktur',
      eth_sendTransaction: 'mengirim transaksi',
      eth_sendUserOperation: 'mengirim operasi pengguna',
      wallet_sendCalls: 'mengirim sekumpulan panggilan',
      wallet_grantPermissions: 'memberikan izin',
      wallet_revokePermissions: 'mencabut izin',
      solana_signMessage: 'menandatangani pesan',
      solana_signTransaction: 'menandatangani transaksi',
      solana_signAllTransactions: 'menandatangani beberapa transaksi',
      solana_signAndSendTransaction: 'menandatangani dan mengirim transaksi',
    })[method] ?? `memanggil ${method}`,
  explanation:
    'Setujui untuk meneruskan permintaan ini ke dompet Anda, tempat Anda mengonfirmasinya. Tolak untuk membatalkannya.',
  /** Indonesian nouns do not change with the count, so one form serves every count. */
  more: (count: number) => `${count} permintaan lain menunggu`,
  approve: 'Setujui',
  reject: 'Tolak',
}
