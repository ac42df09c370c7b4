import type { Messages } from '../en/core.js'

/**
 * Italian messages of the Sign In view; they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} ti chiede di accedere`,
  appFallback: "Quest'app",
  explanation: 'Firmare un messaggio dimostra che questo wallet è tuo. Non invia alcuna transazione e non costa gas.',
  sign: 'Firma',
  signing: 'In attesa della firma…',
  cancel: 'Annulla',
}
