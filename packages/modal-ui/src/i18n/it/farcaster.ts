import type { Messages } from '../en/core.js'

/**
 * Italian messages of the Farcaster view; they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Link di accesso a Farcaster come codice QR',
  scan: 'Scansiona con il telefono',
  hint: "Apri la fotocamera del telefono e approva l'accesso in Farcaster.",
  openHere: 'Apri Farcaster su questo dispositivo',
  connecting: 'Connessione…',
  noLink: "L'accesso con Farcaster non è partito. Torna indietro e riprova.",
}
