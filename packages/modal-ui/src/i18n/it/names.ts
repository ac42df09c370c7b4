import type { Messages } from '../en/core.js'

/**
 * Italian messages of the account name views; they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'Nome',
  rules: 'Lettere, cifre e trattini; almeno 4 caratteri.',
  checking: 'Verifica del nome…',
  suggestionsLabel: 'Nomi suggeriti',
  available: 'Disponibile',
  unavailable: 'Già preso',
  taken: (name: string) => `${name} è già preso`,
  register: 'Registra il nome',
  signing: 'Firma il messaggio nel tuo wallet…',
  registering: 'Registrazione…',
  success: (name: string) => `${name} è tuo`,
  successHint: 'Ora il tuo account mostra questo nome al posto del suo indirizzo.',
  done: 'Fatto',
}
