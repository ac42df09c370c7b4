import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the Switch Network view; they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation:
    'Ваш гаманець підключено до мережі, яку цей застосунок не підтримує. Щоб продовжити, перейдіть на одну з цих мереж.',
  networksLabel: 'Підтримувані мережі',
  switching: (name: string) => `Перемикання на ${name}…`,
}
