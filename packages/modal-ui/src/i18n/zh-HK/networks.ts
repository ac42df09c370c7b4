import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the Networks view (and the network button of the Account view); they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: '網絡清單',
  active: '目前',
  change: (name: string) => `切換網絡：${name}`,
}
