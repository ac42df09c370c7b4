import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the Swap and Swap preview views; they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'משלמים',
  to: 'מקבלים',
  amountLabel: 'סכום לתשלום',
  quoting: 'מקבל הצעת מחיר…',
  approve: (symbol: string) => `אישור ${symbol}`,
  approving: 'ממתין לאישור…',
  approvalHint: (symbol: string) => `חוזה ההמרה צריך קודם את האישור שלך להוציא ${symbol}.`,
  review: 'סקירת ההמרה',
  confirm: 'המרה',
  swapping: 'ממיר…',
  slippage: 'סטיית מחיר מרבית',
  network: 'רשת',
  loading: 'טוען טוקנים',
  route: 'מסלול',
  feeTier: 'עמלת המאגר',
  minimumReceived: 'מינימום שיתקבל',
  networkFee: 'עמלת רשת',
}
