import type { Messages } from '../en/core.js'

/**
 * Italian messages of the Swap and Swap preview views; they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'Paghi',
  to: 'Ricevi',
  amountLabel: 'Importo da pagare',
  quoting: 'Richiesta di un preventivo…',
  approve: (symbol: string) => `Approva ${symbol}`,
  approving: "In attesa dell'approvazione…",
  approvalHint: (symbol: string) =>
    `Il contratto di scambio ha prima bisogno della tua autorizzazione a spendere ${symbol}.`,
  review: 'Controlla lo scambio',
  confirm: 'Scambia',
  swapping: 'Scambio in corso…',
  slippage: 'Slippage massimo',
  network: 'Rete',
  loading: 'Caricamento dei token',
  route: 'Percorso',
  feeTier: 'Commissione del pool',
  minimumReceived: 'Minimo ricevuto',
  networkFee: 'Commissione di rete',
}
