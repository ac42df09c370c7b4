import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the Networks view (and the network button of the Account view); they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: '網路清單',
  active: '目前',
  change: (name: string) => `切換網路：${name}`,
}
