import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the Connecting (browser wallet) view; they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `${name} で続行`,
  hint: 'ウォレットで接続リクエストを承認してください。',
  noWallet: 'ウォレットが選択されていません。戻って選んでください。',
}
