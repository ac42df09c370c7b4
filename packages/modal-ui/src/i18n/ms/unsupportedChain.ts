import type { Messages } from '../en/core.js'

/**
 * Malay messages of the Switch Network view; they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation:
    'Dompet anda berada pada rangkaian yang tidak disokong oleh aplikasi ini. Tukar ke salah satu rangkaian ini untuk meneruskan.',
  networksLabel: 'Rangkaian yang disokong',
  switching: (name: string) => `Bertukar ke ${name}…`,
}
