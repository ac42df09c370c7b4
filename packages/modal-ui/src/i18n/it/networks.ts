import type { Messages } from '../en/core.js'

/**
 * Italian messages of the Networks view (and the network button of the Account view); they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'Elenco delle reti',
  active: 'Attuale',
  change: (name: string) => `Cambia rete: ${name}`,
}
