import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the Switch Network view; they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation: 'محفظتك على شبكة لا يدعمها هذا التطبيق. انتقل إلى إحدى هذه الشبكات للمتابعة.',
  networksLabel: 'الشبكات المدعومة',
  switching: (name: string) => `جارٍ التبديل إلى ${name}…`,
}
