import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the Switch Network view; they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation:
    'ウォレットが、このアプリの対応していないネットワークに接続されています。続けるには、次のいずれかに切り替えてください。',
  networksLabel: '対応ネットワーク',
  switching: (name: string) => `${name} に切り替えています…`,
}
