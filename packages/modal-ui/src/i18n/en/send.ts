/**
 * English messages of the Send and Send preview views; they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./send.js')).send
 */
export const send = {
  tokenLabel: 'Token',
  amountLabel: 'Amount',
  max: 'Max',
  available: (amount: string, symbol: string) => `${amount} ${symbol} available`,
  receiverLabel: 'To',
  receiverPlaceholder: 'Address (0x… or Solana)',
  review: 'Review',
  noTokens: 'Nothing to send on this network',
  sending: 'Sending…',
  confirm: 'Send',
  cancel: 'Cancel',
  previewAmount: 'You send',
  previewTo: 'To',
  previewNetwork: 'Network',
  previewFee: 'Network fee (estimate)',
  feeUnknown: 'Estimating…',
  feeUnavailable: 'Unknown',
} as const
