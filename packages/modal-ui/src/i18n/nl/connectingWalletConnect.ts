import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the WalletConnect views; they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} verbindt via WalletConnect, dat deze app niet heeft ingesteld.`,
  hint: 'Kies in plaats daarvan een wallet die in deze browser is geïnstalleerd.',
  preparing: 'Verbinding voorbereiden…',
  qrLabel: 'WalletConnect-link als QR-code',
  scan: 'Scan met een WalletConnect-wallet',
  scanWith: (name: string) => `Scan met ${name}`,
  hintScan: 'Open de wallet op je telefoon, scan de code en keur de verbinding goed.',
  openMobile: 'Openen op mobiel',
  openDesktop: 'Desktopapp openen',
  openWeb: 'Webapp openen',
  copy: 'Link kopiëren',
  copied: 'Link gekopieerd',
  copyFailed: 'De link kon niet worden gekopieerd',
}
