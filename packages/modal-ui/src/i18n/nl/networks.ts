import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the Networks view (and the network button of the Account view); they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'Lijst met netwerken',
  active: 'Huidig',
  change: (name: string) => `Netwerk wijzigen: ${name}`,
}
