import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the Networks view (and the network button of the Account view); they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'ネットワーク一覧',
  active: '現在のネットワーク',
  change: (name: string) => `ネットワークを変更：${name}`,
}
