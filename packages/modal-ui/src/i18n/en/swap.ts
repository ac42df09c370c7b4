/**
 * English messages of the Swap and Swap preview views; they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap = {
  from: 'You pay',
  to: 'You receive',
  amountLabel: 'Amount to pay',
  quoting: 'Getting a quote…',
  approve: (symbol: string) => `Approve ${symbol}`,
  approving: 'Waiting for approval…',
  approvalHint: (symbol: string) => `The swap contract needs your permission to spend ${symbol} first.`,
  review: 'Review swap',
  confirm: 'Swap',
  swapping: 'Swapping…',
  slippage: 'Max. slippage',
  network: 'Network',
  loading: 'Loading tokens',
  route: 'Route',
  feeTier: 'Pool fee',
  minimumReceived: 'Minimum received',
  networkFee: 'Network fee',
} as const
