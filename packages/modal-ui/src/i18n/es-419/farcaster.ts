import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the Farcaster view; they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Enlace de inicio de sesión de Farcaster como código QR',
  scan: 'Escanea con tu celular',
  hint: 'Abre la cámara de tu celular y aprueba el inicio de sesión en Farcaster.',
  openHere: 'Abrir Farcaster en este dispositivo',
  connecting: 'Conectando…',
  noLink: 'El inicio de sesión con Farcaster no comenzó. Vuelve atrás e inténtalo de nuevo.',
}
