import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the Connecting (browser wallet) view; they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `在 ${name} 繼續`,
  hint: '請在錢包內接受連接要求。',
  noWallet: '未有選擇錢包。請返回並選擇一個。',
}
