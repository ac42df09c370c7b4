import type { Messages } from '../en/core.js'

/**
 * German messages of the Connecting (browser wallet) view; they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `Weiter in ${name}`,
  hint: 'Bestätige die Verbindungsanfrage in deiner Wallet.',
  noWallet: 'Es wurde keine Wallet gewählt. Geh zurück und wähle eine.',
}
