import type { Messages } from '../en/core.js'

/**
 * French messages of the WalletConnect views; they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) =>
    `${name} se connecte via WalletConnect, qui n'est pas configuré dans cette application.`,
  hint: 'Choisissez plutôt un portefeuille installé dans ce navigateur.',
  preparing: 'Préparation de la connexion…',
  qrLabel: 'Lien WalletConnect sous forme de QR code',
  scan: 'Scannez avec un portefeuille compatible WalletConnect',
  scanWith: (name: string) => `Scannez avec ${name}`,
  hintScan: 'Ouvrez le portefeuille sur votre téléphone, scannez le code et approuvez la connexion.',
  openMobile: 'Ouvrir sur mobile',
  openDesktop: "Ouvrir l'application de bureau",
  openWeb: "Ouvrir l'application web",
  copy: 'Copier le lien',
  copied: 'Lien copié',
  copyFailed: "Le lien n'a pas pu être copié",
}
