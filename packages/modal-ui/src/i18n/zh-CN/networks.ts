import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the Networks view (and the network button of the Account view); they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: '网络列表',
  active: '当前',
  change: (name: string) => `切换网络：${name}`,
}
