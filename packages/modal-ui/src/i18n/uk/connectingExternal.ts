import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the Connecting (browser wallet) view; they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `Продовжте в ${name}`,
  hint: 'Підтвердьте запит на підключення в гаманці.',
  noWallet: 'Гаманець не вибрано. Поверніться назад і виберіть його.',
}
