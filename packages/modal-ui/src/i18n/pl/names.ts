import type { Messages } from '../en/core.js'

/**
 * Polish messages of the account name views; they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'Nazwa',
  rules: 'Litery, cyfry i łączniki; co najmniej 4 znaki.',
  checking: 'Sprawdzanie nazwy…',
  suggestionsLabel: 'Proponowane nazwy',
  available: 'Dostępna',
  unavailable: 'Zajęta',
  taken: (name: string) => `Nazwa ${name} jest już zajęta`,
  register: 'Zarejestruj nazwę',
  signing: 'Podpisz wiadomość w portfelu…',
  registering: 'Rejestrowanie…',
  success: (name: string) => `Nazwa ${name} należy do ciebie`,
  successHint: 'Twoje konto pokazuje teraz tę nazwę zamiast adresu.',
  done: 'Gotowe',
}
