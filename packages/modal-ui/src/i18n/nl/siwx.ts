import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the Sign In view; they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} vraagt je om in te loggen`,
  appFallback: 'Deze app',
  explanation:
    'Met je handtekening bewijs je dat deze wallet van jou is. Er wordt geen transactie verstuurd en het kost geen gas.',
  sign: 'Ondertekenen',
  signing: 'Wachten op handtekening…',
  cancel: 'Annuleren',
}
