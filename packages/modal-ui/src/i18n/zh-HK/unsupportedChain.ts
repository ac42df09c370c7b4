import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the Switch Network view; they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation: '你的錢包所在的網絡不受此應用程式支援。請切換到以下其中一個網絡以繼續。',
  networksLabel: '支援的網絡',
  switching: (name: string) => `正在切換到 ${name}…`,
}
