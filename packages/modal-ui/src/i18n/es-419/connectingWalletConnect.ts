import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the WalletConnect views; they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} se conecta a través de WalletConnect, que esta app no configuró.`,
  hint: 'Mejor elige una billetera instalada en este navegador.',
  preparing: 'Preparando la conexión…',
  qrLabel: 'Enlace de WalletConnect como código QR',
  scan: 'Escanea con una billetera compatible con WalletConnect',
  scanWith: (name: string) => `Escanea con ${name}`,
  hintScan: 'Abre la billetera en tu celular, escanea el código y aprueba la conexión.',
  openMobile: 'Abrir en el celular',
  openDesktop: 'Abrir app de escritorio',
  openWeb: 'Abrir app web',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar el enlace',
}
