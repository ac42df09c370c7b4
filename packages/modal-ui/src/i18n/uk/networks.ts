import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the Networks view (and the network button of the Account view); they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'Список мереж',
  active: 'Поточна',
  change: (name: string) => `Змінити мережу: ${name}`,
}
