import type { Messages } from '../en/core.js'

/**
 * Polish messages of the Connecting (browser wallet) view; they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `Kontynuuj w ${name}`,
  hint: 'Zaakceptuj prośbę o połączenie w portfelu.',
  noWallet: 'Nie wybrano portfela. Wróć i wybierz jeden.',
}
