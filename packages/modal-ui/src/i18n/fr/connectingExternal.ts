import type { Messages } from '../en/core.js'

/**
 * French messages of the Connecting (browser wallet) view; they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `Continuez dans ${name}`,
  hint: 'Acceptez la demande de connexion dans votre portefeuille.',
  noWallet: "Aucun portefeuille n'a été choisi. Revenez en arrière et choisissez-en un.",
}
