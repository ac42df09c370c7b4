import type { Messages } from '../en/core.js'

/**
 * Malay messages of the Connecting (browser wallet) view; they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `Teruskan dalam ${name}`,
  hint: 'Terima permintaan sambungan dalam dompet anda.',
  noWallet: 'Tiada dompet dipilih. Kembali dan pilih satu.',
}
