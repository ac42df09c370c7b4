import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the WalletConnect views; they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} se conecta pelo WalletConnect, que este app não configurou.`,
  hint: 'Em vez disso, escolha uma carteira instalada neste navegador.',
  preparing: 'Preparando a conexão…',
  qrLabel: 'Link do WalletConnect como QR code',
  scan: 'Escaneie com uma carteira compatível com WalletConnect',
  scanWith: (name: string) => `Escaneie com ${name}`,
  hintScan: 'Abra a carteira no seu celular, escaneie o código e aprove a conexão.',
  openMobile: 'Abrir no celular',
  openDesktop: 'Abrir app para computador',
  openWeb: 'Abrir app web',
  copy: 'Copiar link',
  copied: 'Link copiado',
  copyFailed: 'Não foi possível copiar o link',
}
