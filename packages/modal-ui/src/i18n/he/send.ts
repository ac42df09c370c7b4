import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the Send and Send preview views; they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'טוקן',
  amountLabel: 'סכום',
  max: 'מקסימום',
  available: (amount: string, symbol: string) => `${amount} ${symbol} זמינים`,
  receiverLabel: 'אל',
  receiverPlaceholder: 'כתובת (0x… או Solana)',
  review: 'סקירה',
  noTokens: 'אין מה לשלוח ברשת הזו',
  sending: 'שולח…',
  confirm: 'שליחה',
  cancel: 'ביטול',
  previewAmount: 'סכום לשליחה',
  previewTo: 'אל',
  previewNetwork: 'רשת',
  previewFee: 'עמלת רשת (משוערת)',
  feeUnknown: 'מחשב הערכה…',
  feeUnavailable: 'לא ידוע',
}
