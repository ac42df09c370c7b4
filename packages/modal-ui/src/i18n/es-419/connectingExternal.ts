import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the Connecting (browser wallet) view; they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `Continúa en ${name}`,
  hint: 'Acepta la solicitud de conexión en tu billetera.',
  noWallet: 'No se eligió ninguna billetera. Vuelve atrás y elige una.',
}
