import type { Messages } from '../en/core.js'

/**
 * German messages of the Sign In view; they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} möchte, dass du dich anmeldest`,
  appFallback: 'Diese App',
  explanation:
    'Mit der Signatur zeigst du, dass dir diese Wallet gehört. Es wird keine Transaktion gesendet und kein Gas verbraucht.',
  sign: 'Signieren',
  signing: 'Warte auf Signatur…',
  cancel: 'Abbrechen',
}
