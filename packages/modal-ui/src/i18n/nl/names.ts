import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the account name views; they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'Naam',
  rules: 'Letters, cijfers en koppeltekens; minstens 4 tekens.',
  checking: 'Naam controleren…',
  suggestionsLabel: 'Voorgestelde namen',
  available: 'Beschikbaar',
  unavailable: 'Bezet',
  taken: (name: string) => `${name} is al bezet`,
  register: 'Naam registreren',
  signing: 'Onderteken het bericht in je wallet…',
  registering: 'Registreren…',
  success: (name: string) => `${name} is van jou`,
  successHint: 'Je account toont nu deze naam in plaats van het adres.',
  done: 'Klaar',
}
