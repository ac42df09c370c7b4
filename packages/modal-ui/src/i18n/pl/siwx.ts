import type { Messages } from '../en/core.js'

/**
 * Polish messages of the Sign In view; they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} prosi o zalogowanie się`,
  appFallback: 'Ta aplikacja',
  explanation:
    'Podpisanie wiadomości potwierdza, że ten portfel należy do ciebie. Nie wysyła transakcji i nie kosztuje gazu.',
  sign: 'Podpisz',
  signing: 'Czekamy na podpis…',
  cancel: 'Anuluj',
}
