import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the Connecting (browser wallet) view; they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `Ga verder in ${name}`,
  hint: 'Accepteer het verbindingsverzoek in je wallet.',
  noWallet: 'Er is geen wallet gekozen. Ga terug en kies er een.',
}
