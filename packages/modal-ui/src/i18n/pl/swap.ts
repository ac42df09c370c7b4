import type { Messages } from '../en/core.js'

/**
 * Polish messages of the Swap and Swap preview views; they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'Płacisz',
  to: 'Otrzymujesz',
  amountLabel: 'Kwota do zapłaty',
  quoting: 'Pobieranie wyceny…',
  approve: (symbol: string) => `Zatwierdź ${symbol}`,
  approving: 'Czekamy na zatwierdzenie…',
  approvalHint: (symbol: string) => `Kontrakt wymiany potrzebuje najpierw twojej zgody na wydawanie ${symbol}.`,
  review: 'Sprawdź wymianę',
  confirm: 'Wymień',
  swapping: 'Wymiana…',
  slippage: 'Maks. poślizg',
  network: 'Sieć',
  loading: 'Ładowanie tokenów',
  route: 'Trasa',
  feeTier: 'Opłata puli',
  minimumReceived: 'Minimalna otrzymana kwota',
  networkFee: 'Opłata sieciowa',
}
