import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the Connecting (browser wallet) view; they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `在 ${name} 中继续`,
  hint: '请在钱包中接受连接请求。',
  noWallet: '未选择钱包。请返回并选择一个。',
}
