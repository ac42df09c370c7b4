import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the account name views; they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'Nombre',
  rules: 'Letras, números y guiones; al menos 4 caracteres.',
  checking: 'Verificando el nombre…',
  suggestionsLabel: 'Nombres sugeridos',
  available: 'Disponible',
  unavailable: 'Ocupado',
  taken: (name: string) => `${name} ya está ocupado`,
  register: 'Registrar nombre',
  signing: 'Firma el mensaje en tu billetera…',
  registering: 'Registrando…',
  success: (name: string) => `${name} ya es tuyo`,
  successHint: 'Ahora tu cuenta muestra este nombre en lugar de su dirección.',
  done: 'Listo',
}
