import type { Messages } from '../en/core.js'

/**
 * Thai messages of the Connecting (browser wallet) view; they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `ดำเนินการต่อใน ${name}`,
  hint: 'ยอมรับคำขอเชื่อมต่อในกระเป๋าเงินของคุณ',
  noWallet: 'ยังไม่ได้เลือกกระเป๋าเงิน โปรดย้อนกลับไปเลือก',
}
