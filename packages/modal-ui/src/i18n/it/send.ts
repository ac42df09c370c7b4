import type { Messages } from '../en/core.js'

/**
 * Italian messages of the Send and Send preview views; they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'Token da inviare',
  amountLabel: 'Importo',
  max: 'Massimo',
  available: (amount: string, symbol: string) => `${amount} ${symbol} disponibili`,
  receiverLabel: 'A',
  receiverPlaceholder: 'Indirizzo (0x… o Solana)',
  review: 'Controlla',
  noTokens: 'Niente da inviare su questa rete',
  sending: 'Invio…',
  confirm: 'Invia',
  cancel: 'Annulla',
  previewAmount: 'Invii',
  previewTo: 'Destinatario',
  previewNetwork: 'Rete',
  previewFee: 'Commissione di rete (stima)',
  feeUnknown: 'Stima in corso…',
  feeUnavailable: 'Non disponibile',
}
