import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the Farcaster view; they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Farcaster 登入連結的 QR 碼',
  scan: '用手機掃描',
  hint: '開啟手機相機掃描，並在 Farcaster 中核准登入。',
  openHere: '在這部裝置上開啟 Farcaster',
  connecting: '連結中…',
  noLink: 'Farcaster 登入未能開始。請返回後再試一次。',
}
