import type { Messages } from '../en/core.js'

/**
 * French messages of the OnRamp view; they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'Chargement des offres',
  buy: 'Acheter',
  payWith: 'Payer avec',
  method: 'Moyen de paiement',
  methodName: (id: string) => ({ card: 'Carte', ach_bank_account: 'Virement bancaire (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('fr', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `Montant (${currency})`,
  limits: (min: string, max: string, currency: string) => `Entre ${min} et ${max} ${currency}`,
  quoting: "Obtention d'un devis…",
  youGet: 'Vous recevez environ',
  fees: 'Frais',
  total: 'Total',
  estimate: 'Ceci est une estimation : le fournisseur affiche le prix final.',
  providersLabel: 'Fournisseur',
  feeRange: (min: number, max: number) => `${min}–${max} % de frais`,
  feeAmounts: (min: string, max: string, currency: string) => `Frais de ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `Continuer avec ${provider}`,
  opened: "Le fournisseur s'est ouvert dans un nouvel onglet.",
  openAgain: (provider: string) => `Rouvrir ${provider}`,
}
