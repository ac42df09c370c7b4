import type { Messages } from '../en/core.js'

/**
 * Polish messages of the WalletConnect views; they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} łączy się przez WalletConnect, którego ta aplikacja nie skonfigurowała.`,
  hint: 'Zamiast tego wybierz portfel zainstalowany w tej przeglądarce.',
  preparing: 'Przygotowywanie połączenia…',
  qrLabel: 'Link WalletConnect jako kod QR',
  scan: 'Zeskanuj portfelem obsługującym WalletConnect',
  scanWith: (name: string) => `Zeskanuj w ${name}`,
  hintScan: 'Otwórz portfel na telefonie, zeskanuj kod i zatwierdź połączenie.',
  openMobile: 'Otwórz na telefonie',
  openDesktop: 'Otwórz aplikację na komputer',
  openWeb: 'Otwórz aplikację webową',
  copy: 'Kopiuj link',
  copied: 'Skopiowano link',
  copyFailed: 'Nie udało się skopiować linku',
}
