import type { Messages } from '../en/core.js'

/**
 * Korean messages of the Farcaster view; they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Farcaster 로그인 링크 QR 코드',
  scan: '휴대폰으로 스캔',
  hint: '휴대폰 카메라를 열어 스캔하고 Farcaster에서 로그인을 승인하세요.',
  openHere: '이 기기에서 Farcaster 열기',
  connecting: '연결 중…',
  noLink: 'Farcaster 로그인이 시작되지 않았습니다. 돌아가서 다시 시도하세요.',
}
