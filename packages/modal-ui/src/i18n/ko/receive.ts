import type { Messages } from '../en/core.js'

/**
 * Korean messages of the Receive view; they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: '내 주소 QR 코드',
  explanation: (network: string) => `이 주소로는 ${network} 네트워크의 자산만 보내세요.`,
  copy: '주소 복사',
  copied: '주소가 복사되었습니다',
}
