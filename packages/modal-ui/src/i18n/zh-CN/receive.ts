import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the Receive view; they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: '您的地址二维码',
  explanation: (network: string) => `请仅向此地址发送 ${network} 上的资产。`,
  copy: '复制地址',
  copied: '地址已复制',
}
