import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the Networks view (and the network button of the Account view); they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'Danh sách mạng',
  active: 'Hiện tại',
  change: (name: string) => `Đổi mạng: ${name}`,
}
