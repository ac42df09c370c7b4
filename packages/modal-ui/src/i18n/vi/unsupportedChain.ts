import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the Switch Network view; they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation:
    'Ví của bạn đang ở trên một mạng mà ứng dụng này không hỗ trợ. Hãy chuyển sang một trong các mạng sau để tiếp tục.',
  networksLabel: 'Mạng được hỗ trợ',
  switching: (name: string) => `Đang chuyển sang ${name}…`,
}
