import type { Messages } from '../en/core.js'

/**
 * French messages of the account name views; they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'Nom',
  rules: 'Lettres, chiffres et tirets ; au moins 4 caractères.',
  checking: 'Vérification du nom…',
  suggestionsLabel: 'Noms suggérés',
  available: 'Disponible',
  unavailable: 'Déjà pris',
  taken: (name: string) => `${name} est déjà pris`,
  register: 'Enregistrer le nom',
  signing: 'Signez le message dans votre portefeuille…',
  registering: 'Enregistrement…',
  success: (name: string) => `${name} est à vous`,
  successHint: 'Votre compte affiche désormais ce nom au lieu de son adresse.',
  done: 'Terminé',
}
