import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the OnRamp view; they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'Cargando lo que puedes comprar',
  buy: 'Comprar',
  payWith: 'Pagar con',
  method: 'Método de pago',
  methodName: (id: string) => ({ card: 'Tarjeta', ach_bank_account: 'Transferencia bancaria (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('es-419', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `Monto (${currency})`,
  limits: (min: string, max: string, currency: string) => `Entre ${min} y ${max} ${currency}`,
  quoting: 'Obteniendo una cotización…',
  youGet: 'Recibes aprox.',
  fees: 'Comisiones',
  total: 'Total',
  estimate: 'Es una estimación: el proveedor muestra el precio final.',
  providersLabel: 'Proveedor',
  feeRange: (min: number, max: number) => `Comisión del ${min}–${max} %`,
  feeAmounts: (min: string, max: string, currency: string) => `Comisión de ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `Continuar con ${provider}`,
  opened: 'El proveedor se abrió en una pestaña nueva.',
  openAgain: (provider: string) => `Abrir ${provider} de nuevo`,
}
