import type { Messages } from '../en/core.js'

/**
 * French messages of the Networks view (and the network button of the Account view); they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'Liste des réseaux',
  active: 'Actuel',
  change: (name: string) => `Changer de réseau : ${name}`,
}
