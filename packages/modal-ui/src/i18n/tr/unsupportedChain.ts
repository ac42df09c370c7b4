import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the Switch Network view; they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation: 'Cüzdanınız bu uygulamanın desteklemediği bir ağda. Devam etmek için bunlardan birine geçin.',
  networksLabel: 'Desteklenen ağlar',
  switching: (name: string) => `${name} ağına geçiliyor…`,
}
