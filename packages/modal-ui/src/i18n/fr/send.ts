import type { Messages } from '../en/core.js'

/**
 * French messages of the Send and Send preview views; they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'Jeton',
  amountLabel: 'Montant',
  max: 'Max.',
  available: (amount: string, symbol: string) => `Disponible : ${amount} ${symbol}`,
  receiverLabel: 'À',
  receiverPlaceholder: 'Adresse (0x… ou Solana)',
  review: 'Vérifier',
  noTokens: 'Rien à envoyer sur ce réseau',
  sending: 'Envoi…',
  confirm: 'Envoyer',
  cancel: 'Annuler',
  previewAmount: 'Vous envoyez',
  previewTo: 'Destinataire',
  previewNetwork: 'Réseau',
  previewFee: 'Frais de réseau (estimation)',
  feeUnknown: 'Estimation…',
  feeUnavailable: 'Inconnus',
}
