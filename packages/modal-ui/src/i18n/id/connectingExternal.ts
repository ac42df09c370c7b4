import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the Connecting (browser wallet) view; they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `Lanjutkan di ${name}`,
  hint: 'Setujui permintaan koneksi di dompet Anda.',
  noWallet: 'Belum ada dompet yang dipilih. Kembali dan pilih satu.',
}
