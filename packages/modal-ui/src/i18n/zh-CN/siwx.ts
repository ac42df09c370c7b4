import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the Sign In view; they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} 请求您登录`,
  appFallback: '此应用',
  explanation: '签名一条消息即可证明您拥有此钱包。这不会发送交易，也不会消耗 Gas 费。',
  sign: '签名',
  signing: '正在等待签名…',
  cancel: '取消',
}
