import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the Switch Network view; they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation:
    'Dompet Anda berada di jaringan yang tidak didukung aplikasi ini. Beralih ke salah satu jaringan ini untuk melanjutkan.',
  networksLabel: 'Jaringan yang didukung',
  switching: (name: string) => `Beralih ke ${name}…`,
}
