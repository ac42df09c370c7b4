import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the Networks view (and the network button of the Account view); they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks: Messages['networks'] = {
  label: 'قائمة الشبكات',
  active: 'الحالية',
  change: (name: string) => `تغيير الشبكة: ${name}`,
}
