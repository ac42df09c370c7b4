import type { Messages } from '../en/core.js'

/**
 * Thai messages of the Switch Network view; they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation:
    'กระเป๋าเงินของคุณอยู่บนเครือข่ายที่แอปนี้ไม่รองรับ โปรดสลับไปยังเครือข่ายใดเครือข่ายหนึ่งต่อไปนี้เพื่อดำเนินการต่อ',
  networksLabel: 'เครือข่ายที่รองรับ',
  switching: (name: string) => `กำลังสลับไปยัง ${name}…`,
}
