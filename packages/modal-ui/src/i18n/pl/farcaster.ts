import type { Messages } from '../en/core.js'

/**
 * Polish messages of the Farcaster view; they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Link logowania Farcaster jako kod QR',
  scan: 'Zeskanuj telefonem',
  hint: 'Otwórz aparat w telefonie i zatwierdź logowanie w Farcaster.',
  openHere: 'Otwórz Farcaster na tym urządzeniu',
  connecting: 'Łączenie…',
  noLink: 'Logowanie przez Farcaster się nie rozpoczęło. Wróć i spróbuj ponownie.',
}
