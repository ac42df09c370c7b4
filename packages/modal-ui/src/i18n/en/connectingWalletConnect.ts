/**
 * English messages of the WalletConnect views; they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect = {
  unavailable: (name: string) => `${name} connects through WalletConnect, which this app has not set up.`,
  hint: 'Pick a wallet installed in this browser instead.',
  preparing: 'Preparing the connection…',
  qrLabel: 'WalletConnect link as a QR code',
  scan: 'Scan with a WalletConnect wallet',
  scanWith: (name: string) => `Scan with ${name}`,
  hintScan: 'Open the wallet on your phone, scan the code and approve the connection.',
  openMobile: 'Open on mobile',
  openDesktop: 'Open desktop app',
  openWeb: 'Open web app',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied',
} as const
