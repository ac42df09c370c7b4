import type { Messages } from '../en/core.js'

/**
 * French messages of the Swap and Swap preview views; they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'Vous payez',
  to: 'Vous recevez',
  amountLabel: 'Montant à payer',
  quoting: "Obtention d'un devis…",
  approve: (symbol: string) => `Approuver ${symbol}`,
  approving: "En attente de l'approbation…",
  approvalHint: (symbol: string) =>
    `Le contrat d'échange a d'abord besoin de votre autorisation pour dépenser vos ${symbol}.`,
  review: "Vérifier l'échange",
  confirm: 'Échanger',
  swapping: 'Échange en cours…',
  slippage: 'Glissement max.',
  network: 'Réseau',
  loading: 'Chargement des jetons',
  route: 'Itinéraire',
  feeTier: 'Frais du pool',
  minimumReceived: 'Minimum reçu',
  networkFee: 'Frais de réseau',
}
