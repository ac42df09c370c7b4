import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the Receive view; they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'あなたのアドレスの QR コード',
  explanation: (network: string) => `このアドレスには ${network} 上の資産のみを送ってください。`,
  copy: 'アドレスをコピー',
  copied: 'アドレスをコピーしました',
}
