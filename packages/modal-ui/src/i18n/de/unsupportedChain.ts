import type { Messages } from '../en/core.js'

/**
 * German messages of the Switch Network view; they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation:
    'Deine Wallet ist in einem Netzwerk, das diese App nicht unterstützt. Wechsle zu einem dieser Netzwerke, um fortzufahren.',
  networksLabel: 'Unterstützte Netzwerke',
  switching: (name: string) => `Wechsle zu ${name}…`,
}
