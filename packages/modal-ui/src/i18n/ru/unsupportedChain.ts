import type { Messages } from '../en/core.js'

/**
 * Russian messages of the Switch Network view; they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation:
    'Ваш кошелёк подключён к сети, которую это приложение не поддерживает. Чтобы продолжить, переключитесь на одну из этих сетей.',
  networksLabel: 'Поддерживаемые сети',
  switching: (name: string) => `Переключение на ${name}…`,
}
