import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the Networks view (and the network button of the Account view); they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'Ağ listesi',
  active: 'Geçerli',
  change: (name: string) => `Ağı değiştir: ${name}`,
}
