import type { Messages } from '../en/core.js'

/**
 * Thai messages of the Networks view (and the network button of the Account view); they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'รายการเครือข่าย',
  active: 'ปัจจุบัน',
  change: (name: string) => `เปลี่ยนเครือข่าย: ${name}`,
}
