import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the Networks view (and the network button of the Account view); they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'नेटवर्क सूची',
  active: 'मौजूदा',
  change: (name: string) => `नेटवर्क बदलें: ${name}`,
}
