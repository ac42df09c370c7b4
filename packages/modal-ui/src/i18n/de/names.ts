import type { Messages } from '../en/core.js'

/**
 * German messages of the account name views; they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'Wunschname',
  rules: 'Buchstaben, Ziffern und Bindestriche; mindestens 4 Zeichen.',
  checking: 'Name wird geprüft…',
  suggestionsLabel: 'Vorgeschlagene Namen',
  available: 'Verfügbar',
  unavailable: 'Vergeben',
  taken: (name: string) => `${name} ist schon vergeben`,
  register: 'Namen registrieren',
  signing: 'Signiere die Nachricht in deiner Wallet…',
  registering: 'Wird registriert…',
  success: (name: string) => `${name} gehört dir`,
  successHint: 'Dein Konto zeigt jetzt diesen Namen statt der Adresse.',
  done: 'Fertig',
}
