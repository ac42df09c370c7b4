import type { Messages } from '../en/core.js'

/**
 * Russian messages of the Networks view (and the network button of the Account view); they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'Список сетей',
  active: 'Текущая',
  change: (name: string) => `Сменить сеть: ${name}`,
}
