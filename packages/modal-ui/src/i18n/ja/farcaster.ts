import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the Farcaster view; they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Farcaster ログインリンクの QR コード',
  scan: 'スマートフォンでスキャン',
  hint: 'スマートフォンのカメラを開き、Farcaster でログインを承認してください。',
  openHere: 'この端末で Farcaster を開く',
  connecting: '接続中…',
  noLink: 'Farcaster のログインが開始されませんでした。戻ってもう一度お試しください。',
}
