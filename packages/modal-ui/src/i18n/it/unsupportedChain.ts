import type { Messages } from '../en/core.js'

/**
 * Italian messages of the Switch Network view; they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation: "Il tuo wallet è su una rete che quest'app non supporta. Passa a una di queste reti per continuare.",
  networksLabel: 'Reti supportate',
  switching: (name: string) => `Passaggio a ${name}…`,
}
