import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the Sign In view; they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} 要求你登入`,
  appFallback: '這個應用程式',
  explanation: '簽署訊息即可證明你擁有這個錢包。這不會傳送交易，也不會花費 Gas 費。',
  sign: '簽署',
  signing: '正在等待簽署…',
  cancel: '取消',
}
