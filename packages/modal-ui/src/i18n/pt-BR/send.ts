import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the Send and Send preview views; they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'Token a enviar',
  amountLabel: 'Valor',
  max: 'Máx.',
  available: (amount: string, symbol: string) => `${amount} ${symbol} disponíveis`,
  receiverLabel: 'Para',
  receiverPlaceholder: 'Endereço (0x… ou Solana)',
  review: 'Revisar',
  noTokens: 'Nada para enviar nesta rede',
  sending: 'Enviando…',
  confirm: 'Enviar',
  cancel: 'Cancelar',
  previewAmount: 'Você envia',
  previewTo: 'Para',
  previewNetwork: 'Rede',
  previewFee: 'Taxa de rede (estimada)',
  feeUnknown: 'Estimando…',
  feeUnavailable: 'Desconhecida',
}
