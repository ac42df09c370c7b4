import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the WalletConnect views; they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} 通过 WalletConnect 连接，但此应用尚未设置 WalletConnect。`,
  hint: '请改为选择此浏览器中已安装的钱包。',
  preparing: '正在准备连接…',
  qrLabel: 'WalletConnect 链接二维码',
  scan: '使用支持 WalletConnect 的钱包扫码',
  scanWith: (name: string) => `使用 ${name} 扫码`,
  hintScan: '在手机上打开钱包，扫描二维码并批准连接。',
  openMobile: '在手机上打开',
  openDesktop: '打开桌面应用',
  openWeb: '打开网页版',
  copy: '复制链接',
  copied: '链接已复制',
  copyFailed: '无法复制链接',
}
