import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the WalletConnect views; they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} 經 WalletConnect 連接，但此應用程式未有設定 WalletConnect。`,
  hint: '請改為選擇已安裝在此瀏覽器的錢包。',
  preparing: '正在準備連接…',
  qrLabel: 'WalletConnect 連結二維碼',
  scan: '用支援 WalletConnect 的錢包掃描',
  scanWith: (name: string) => `用 ${name} 掃描`,
  hintScan: '在手機開啟錢包，掃描二維碼並批准連接。',
  openMobile: '在手機開啟',
  openDesktop: '開啟桌面應用程式',
  openWeb: '開啟網頁版',
  copy: '複製連結',
  copied: '已複製連結',
  copyFailed: '未能複製連結',
}
