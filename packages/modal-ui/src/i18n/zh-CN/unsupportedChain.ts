import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the Switch Network view; they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation: '您的钱包所在的网络不受此应用支持。请切换到以下网络之一以继续。',
  networksLabel: '支持的网络',
  switching: (name: string) => `正在切换到 ${name}…`,
}
