import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the Switch Network view; they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation: 'Sua carteira está em uma rede que este app não suporta. Troque para uma destas redes para continuar.',
  networksLabel: 'Redes compatíveis',
  switching: (name: string) => `Trocando para ${name}…`,
}
