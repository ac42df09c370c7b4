/** An on-ramp provider the modal offers; `feeRange` is in percent of the amount paid. */
export type OnrampProvider = { id: string; name: string; feeRange: { min: number; max: number }; url: string }

/**
 * The built-in on-ramp providers (spec section 9: two providers, each with a fee range of 1-2%). The
 * spec does not name them; these are the providers whose buy-page parameters the generator call takes.
 *
 * @example
 * ONRAMP_PROVIDERS.map((provider) => provider.name) // ['Coinbase', 'Meld']
 */
export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = [
  { id: 'coinbase', name: 'Coinbase', feeRange: { min: 1, max: 2 }, url: 'https://pay.coinbase.com' },
  { id: 'meld', name: 'Meld', feeRange: { min: 1, max: 2 }, url: 'https://meldcrypto.com' },
]
