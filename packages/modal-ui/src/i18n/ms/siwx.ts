import type { Messages } from '../en/core.js'

/**
 * Malay messages of the Sign In view; they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} meminta anda log masuk`,
  appFallback: 'Aplikasi ini',
  explanation:
    'Menandatangani mesej membuktikan dompet ini milik anda. Ia tidak menghantar transaksi atau menggunakan gas.',
  sign: 'Tandatangan',
  signing: 'Menunggu tandatangan…',
  cancel: 'Batal',
}
