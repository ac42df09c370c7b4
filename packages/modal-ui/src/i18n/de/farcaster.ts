import type { Messages } from '../en/core.js'

/**
 * German messages of the Farcaster view; they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Farcaster-Anmeldelink als QR-Code',
  scan: 'Mit dem Handy scannen',
  hint: 'Öffne die Kamera deines Handys und bestätige die Anmeldung in Farcaster.',
  openHere: 'Farcaster auf diesem Gerät öffnen',
  connecting: 'Verbinde…',
  noLink: 'Die Farcaster-Anmeldung hat nicht begonnen. Geh zurück und versuche es erneut.',
}
