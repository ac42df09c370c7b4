import type { Messages } from '../en/core.js'

/**
 * Malay messages of the account name views; they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'Nama',
  rules: 'Huruf, digit dan tanda sempang; sekurang-kurangnya 4 aksara.',
  checking: 'Menyemak nama…',
  suggestionsLabel: 'Cadangan nama',
  available: 'Tersedia',
  unavailable: 'Sudah diambil',
  taken: (name: string) => `${name} sudah diambil`,
  register: 'Daftar nama',
  signing: 'Tandatangani mesej dalam dompet anda…',
  registering: 'Mendaftar…',
  success: (name: string) => `${name} kini milik anda`,
  successHint: 'Akaun anda kini memaparkan nama ini dan bukan alamatnya.',
  done: 'Selesai',
}
