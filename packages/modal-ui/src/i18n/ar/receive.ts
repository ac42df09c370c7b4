import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the Receive view; they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'عنوانك كرمز QR',
  explanation: (network: string) => `أرسل إلى هذا العنوان أصولًا على شبكة ${network} فقط.`,
  copy: 'نسخ العنوان',
  copied: 'تم نسخ العنوان',
}
