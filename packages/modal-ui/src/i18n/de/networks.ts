import type { Messages } from '../en/core.js'

/**
 * German messages of the Networks view (and the network button of the Account view); they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'Netzwerkliste',
  active: 'Aktuell',
  change: (name: string) => `Netzwerk wechseln: ${name}`,
}
