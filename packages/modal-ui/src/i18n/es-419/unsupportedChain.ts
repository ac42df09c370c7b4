import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the Switch Network view; they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation: 'Tu billetera está en una red que esta app no admite. Cambia a una de estas redes para continuar.',
  networksLabel: 'Redes compatibles',
  switching: (name: string) => `Cambiando a ${name}…`,
}
