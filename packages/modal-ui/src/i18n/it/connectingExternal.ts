import type { Messages } from '../en/core.js'

/**
 * Italian messages of the Connecting (browser wallet) view; they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `Continua in ${name}`,
  hint: 'Accetta la richiesta di connessione nel tuo wallet.',
  noWallet: 'Nessun wallet scelto. Torna indietro e scegline uno.',
}
