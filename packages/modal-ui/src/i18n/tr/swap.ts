import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the Swap and Swap preview views; they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'Ödediğiniz',
  to: 'Aldığınız',
  amountLabel: 'Ödenecek miktar',
  quoting: 'Fiyat teklifi alınıyor…',
  approve: (symbol: string) => `${symbol} için onay ver`,
  approving: 'Onay bekleniyor…',
  approvalHint: (symbol: string) => `Takas sözleşmesinin önce ${symbol} harcamak için izninize ihtiyacı var.`,
  review: 'Takası incele',
  confirm: 'Takas et',
  swapping: 'Takas ediliyor…',
  slippage: 'Maks. kayma',
  network: 'Ağ',
  loading: 'Tokenlar yükleniyor',
  route: 'Rota',
  feeTier: 'Havuz ücreti',
  minimumReceived: 'Alınacak en az miktar',
  networkFee: 'Ağ ücreti',
}
