import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the Sign In view; they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} がサインインを求めています`,
  appFallback: 'このアプリ',
  explanation:
    'メッセージに署名すると、このウォレットの所有者であることを証明できます。トランザクションは送信されず、ガス代もかかりません。',
  sign: '署名',
  signing: '署名を待っています…',
  cancel: 'キャンセル',
}
