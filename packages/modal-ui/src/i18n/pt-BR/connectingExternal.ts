import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the Connecting (browser wallet) view; they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `Continue em ${name}`,
  hint: 'Aceite a solicitação de conexão na sua carteira.',
  noWallet: 'Nenhuma carteira foi escolhida. Volte e escolha uma.',
}
