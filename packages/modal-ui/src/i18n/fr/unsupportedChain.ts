import type { Messages } from '../en/core.js'

/**
 * French messages of the Switch Network view; they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation:
    "Votre portefeuille est sur un réseau que cette application ne prend pas en charge. Passez à l'un de ces réseaux pour continuer.",
  networksLabel: 'Réseaux pris en charge',
  switching: (name: string) => `Passage à ${name}…`,
}
