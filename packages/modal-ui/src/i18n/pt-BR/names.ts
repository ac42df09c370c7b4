import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the account name views; they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'Nome',
  rules: 'Letras, números e hifens; pelo menos 4 caracteres.',
  checking: 'Verificando o nome…',
  suggestionsLabel: 'Nomes sugeridos',
  available: 'Disponível',
  unavailable: 'Indisponível',
  taken: (name: string) => `${name} já está em uso`,
  register: 'Registrar nome',
  signing: 'Assine a mensagem na sua carteira…',
  registering: 'Registrando…',
  success: (name: string) => `${name} agora é seu`,
  successHint: 'Sua conta agora mostra este nome em vez do endereço.',
  done: 'Concluir',
}
