import type { Messages } from '../en/core.js'

/**
 * Korean messages of the WalletConnect views; they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) =>
    `${name} 지갑은 WalletConnect로 연결되지만, 이 앱에는 WalletConnect가 설정되어 있지 않습니다.`,
  hint: '대신 이 브라우저에 설치된 지갑을 선택하세요.',
  preparing: '연결을 준비하는 중…',
  qrLabel: 'WalletConnect 링크 QR 코드',
  scan: 'WalletConnect 지원 지갑으로 스캔',
  scanWith: (name: string) => `${name} 앱으로 스캔`,
  hintScan: '휴대폰에서 지갑을 열고 코드를 스캔한 후 연결을 승인하세요.',
  openMobile: '모바일에서 열기',
  openDesktop: '데스크톱 앱 열기',
  openWeb: '웹 앱 열기',
  copy: '링크 복사',
  copied: '링크가 복사되었습니다',
  copyFailed: '링크를 복사하지 못했습니다',
}
