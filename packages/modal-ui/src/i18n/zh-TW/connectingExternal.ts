import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the Connecting (browser wallet) view; they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `在 ${name} 中繼續`,
  hint: '請在錢包中接受連結要求。',
  noWallet: '尚未選擇錢包。請返回並選擇一個。',
}
