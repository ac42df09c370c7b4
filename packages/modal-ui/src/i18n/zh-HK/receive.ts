import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the Receive view; they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: '你的地址二維碼',
  explanation: (network: string) => `請只將 ${network} 上的資產發送到此地址。`,
  copy: '複製地址',
  copied: '已複製地址',
}
