import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the WalletConnect views; they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) =>
    `${name} は WalletConnect 経由で接続しますが、このアプリでは WalletConnect が設定されていません。`,
  hint: '代わりに、このブラウザにインストールされているウォレットを選んでください。',
  preparing: '接続を準備しています…',
  qrLabel: 'WalletConnect リンクの QR コード',
  scan: 'WalletConnect 対応ウォレットでスキャン',
  scanWith: (name: string) => `${name} でスキャン`,
  hintScan: 'スマートフォンでウォレットを開き、コードをスキャンして接続を承認してください。',
  openMobile: 'モバイルで開く',
  openDesktop: 'デスクトップアプリを開く',
  openWeb: 'ウェブアプリを開く',
  copy: 'リンクをコピー',
  copied: 'リンクをコピーしました',
  copyFailed: 'リンクをコピーできませんでした',
}
