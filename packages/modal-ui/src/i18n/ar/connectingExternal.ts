import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the Connecting (browser wallet) view; they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `تابع في ${name}`,
  hint: 'اقبل طلب الاتصال في محفظتك.',
  noWallet: 'لم يتم اختيار أي محفظة. ارجع واختر واحدة.',
}
