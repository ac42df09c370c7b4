import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the OnRamp view; they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'Carregando o que você pode comprar',
  buy: 'Comprar',
  payWith: 'Pagar com',
  method: 'Forma de pagamento',
  methodName: (id: string) => ({ card: 'Cartão', ach_bank_account: 'Transferência bancária (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('pt-BR', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `Valor (${currency})`,
  limits: (min: string, max: string, currency: string) => `Entre ${min} e ${max} ${currency}`,
  quoting: 'Buscando uma cotação…',
  youGet: 'Você recebe cerca de',
  fees: 'Taxas',
  total: 'Total',
  estimate: 'É uma estimativa: o provedor mostra o preço final.',
  providersLabel: 'Provedor',
  feeRange: (min: number, max: number) => `Taxa de ${min}–${max}%`,
  feeAmounts: (min: string, max: string, currency: string) => `Taxa de ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `Continuar com ${provider}`,
  opened: 'O provedor abriu em uma nova aba.',
  openAgain: (provider: string) => `Abrir ${provider} de novo`,
}
