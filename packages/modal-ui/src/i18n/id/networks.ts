import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the Networks view (and the network button of the Account view); they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'Daftar jaringan',
  active: 'Saat ini',
  change: (name: string) => `Ganti jaringan: ${name}`,
}
