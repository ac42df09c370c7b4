import type { Messages } from '../en/core.js'

/**
 * Russian messages of the Connecting (browser wallet) view; they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `Продолжите в ${name}`,
  hint: 'Подтвердите запрос на подключение в кошельке.',
  noWallet: 'Кошелёк не выбран. Вернитесь назад и выберите его.',
}
