import type { Messages } from '../en/core.js'

/**
 * German messages of the WalletConnect views; they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} verbindet sich über WalletConnect, das diese App nicht eingerichtet hat.`,
  hint: 'Wähle stattdessen eine Wallet, die in diesem Browser installiert ist.',
  preparing: 'Verbindung wird vorbereitet…',
  qrLabel: 'WalletConnect-Link als QR-Code',
  scan: 'Mit einer WalletConnect-Wallet scannen',
  scanWith: (name: string) => `Mit ${name} scannen`,
  hintScan: 'Öffne die Wallet auf deinem Handy, scanne den Code und bestätige die Verbindung.',
  openMobile: 'Auf dem Handy öffnen',
  openDesktop: 'Desktop-App öffnen',
  openWeb: 'Web-App öffnen',
  copy: 'Link kopieren',
  copied: 'Link kopiert',
  copyFailed: 'Der Link konnte nicht kopiert werden',
}
