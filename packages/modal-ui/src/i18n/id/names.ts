import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the account name views; they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'Nama',
  rules: 'Huruf, angka, dan tanda hubung; minimal 4 karakter.',
  checking: 'Memeriksa nama…',
  suggestionsLabel: 'Saran nama',
  available: 'Tersedia',
  unavailable: 'Sudah dipakai',
  taken: (name: string) => `${name} sudah dipakai`,
  register: 'Daftarkan nama',
  signing: 'Tanda tangani pesan di dompet Anda…',
  registering: 'Mendaftarkan…',
  success: (name: string) => `${name} sekarang milik Anda`,
  successHint: 'Akun Anda sekarang menampilkan nama ini, bukan alamatnya.',
  done: 'Selesai',
}
