import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the Sign In view; they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} meminta Anda untuk masuk`,
  appFallback: 'Aplikasi ini',
  explanation:
    'Menandatangani pesan membuktikan bahwa dompet ini milik Anda. Tidak ada transaksi yang dikirim dan tidak ada biaya gas.',
  sign: 'Tanda tangani',
  signing: 'Menunggu tanda tangan…',
  cancel: 'Batal',
}
