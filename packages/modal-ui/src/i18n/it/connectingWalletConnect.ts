import type { Messages } from '../en/core.js'

/**
 * Italian messages of the WalletConnect views; they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} si collega tramite WalletConnect, che quest'app non ha configurato.`,
  hint: 'Scegli invece un wallet installato in questo browser.',
  preparing: 'Preparazione della connessione…',
  qrLabel: 'Link WalletConnect come codice QR',
  scan: 'Scansiona con un wallet compatibile con WalletConnect',
  scanWith: (name: string) => `Scansiona con ${name}`,
  hintScan: 'Apri il wallet sul telefono, scansiona il codice e approva la connessione.',
  openMobile: 'Apri sul telefono',
  openDesktop: "Apri l'app desktop",
  openWeb: "Apri l'app web",
  copy: 'Copia link',
  copied: 'Link copiato',
  copyFailed: 'Impossibile copiare il link',
}
