import type { Messages } from '../en/core.js'

/**
 * Korean messages of the Networks view (and the network button of the Account view); they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: '네트워크 목록',
  active: '현재',
  change: (name: string) => `네트워크 변경: ${name}`,
}
