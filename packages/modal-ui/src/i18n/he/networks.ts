import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the Networks view (and the network button of the Account view); they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'רשימת רשתות',
  active: 'נוכחית',
  change: (name: string) => `החלפת רשת: ${name}`,
}
