import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the WalletConnect views; they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} 透過 WalletConnect 連結，但這個應用程式尚未設定 WalletConnect。`,
  hint: '請改選已安裝在這個瀏覽器中的錢包。',
  preparing: '正在準備連結…',
  qrLabel: 'WalletConnect 連結的 QR 碼',
  scan: '使用支援 WalletConnect 的錢包掃描',
  scanWith: (name: string) => `使用 ${name} 掃描`,
  hintScan: '在手機上開啟錢包，掃描 QR 碼並核准連結。',
  openMobile: '在手機上開啟',
  openDesktop: '開啟桌面版應用程式',
  openWeb: '開啟網頁版',
  copy: '複製連結',
  copied: '已複製連結',
  copyFailed: '無法複製連結',
}
