import type { Messages } from '../en/core.js'

/**
 * Malay messages of the Networks view (and the network button of the Account view); they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'Senarai rangkaian',
  active: 'Semasa',
  change: (name: string) => `Tukar rangkaian: ${name}`,
}
