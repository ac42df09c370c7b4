import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the Receive view; they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: '你的地址 QR 碼',
  explanation: (network: string) => `請只傳送 ${network} 上的資產到這個地址。`,
  copy: '複製地址',
  copied: '已複製地址',
}
