import type { Messages } from '../en/core.js'

/**
 * Polish messages of the Switch Network view; they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation:
    'Twój portfel jest w sieci, której ta aplikacja nie obsługuje. Przełącz się na jedną z tych sieci, aby kontynuować.',
  networksLabel: 'Obsługiwane sieci',
  switching: (name: string) => `Przełączanie na ${name}…`,
}
