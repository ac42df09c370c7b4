import type { Messages } from '../en/core.js'

/**
 * Polish messages of the Networks view (and the network button of the Account view); they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'Lista sieci',
  active: 'Bieżąca',
  change: (name: string) => `Zmień sieć: ${name}`,
}
