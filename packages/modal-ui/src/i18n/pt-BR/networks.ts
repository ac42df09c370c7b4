import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the Networks view (and the network button of the Account view); they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'Lista de redes',
  active: 'Atual',
  change: (name: string) => `Trocar de rede: ${name}`,
}
