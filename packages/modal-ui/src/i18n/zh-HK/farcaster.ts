import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the Farcaster view; they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Farcaster 登入連結二維碼',
  scan: '用手機掃描',
  hint: '開啟手機相機掃描，並在 Farcaster 內批准登入。',
  openHere: '在此裝置開啟 Farcaster',
  connecting: '連接中…',
  noLink: 'Farcaster 登入未能開始。請返回再試一次。',
}
