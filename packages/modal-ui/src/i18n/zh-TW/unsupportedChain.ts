import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the Switch Network view; they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation: '你的錢包所在的網路不受這個應用程式支援。請切換到下列其中一個網路以繼續。',
  networksLabel: '支援的網路',
  switching: (name: string) => `正在切換到 ${name}…`,
}
