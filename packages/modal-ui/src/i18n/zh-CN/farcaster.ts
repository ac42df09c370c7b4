import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the Farcaster view; they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Farcaster 登录链接二维码',
  scan: '用手机扫码',
  hint: '打开手机相机扫码，并在 Farcaster 中批准登录。',
  openHere: '在此设备上打开 Farcaster',
  connecting: '连接中…',
  noLink: 'Farcaster 登录未能开始。请返回并重试。',
}
