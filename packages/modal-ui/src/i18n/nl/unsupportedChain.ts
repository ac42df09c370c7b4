import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the Switch Network view; they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation:
    'Je wallet staat op een netwerk dat deze app niet ondersteunt. Schakel over naar een van deze netwerken om verder te gaan.',
  networksLabel: 'Ondersteunde netwerken',
  switching: (name: string) => `Overschakelen naar ${name}…`,
}
