import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the Farcaster view; they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Link de login do Farcaster como QR code',
  scan: 'Escaneie com o celular',
  hint: 'Abra a câmera do celular e aprove o login no Farcaster.',
  openHere: 'Abrir o Farcaster neste dispositivo',
  connecting: 'Conectando…',
  noLink: 'O login com Farcaster não começou. Volte e tente de novo.',
}
