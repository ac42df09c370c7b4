import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the Sign In view; they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} 要求你登入`,
  appFallback: '此應用程式',
  explanation: '簽署訊息可證明你擁有此錢包。這不會發送交易，亦不會消耗 Gas 費。',
  sign: '簽署',
  signing: '正在等候簽署…',
  cancel: '取消',
}
