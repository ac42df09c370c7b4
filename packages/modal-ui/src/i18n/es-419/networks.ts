import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the Networks view (and the network button of the Account view); they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'Lista de redes',
  active: 'Actual',
  change: (name: string) => `Cambiar de red: ${name}`,
}
