import { localeState } from './localeState.js'

/**
 * A USD value written in the modal's language, floored to the cent (never rounded up, as balances are).
 *
 * @example
 * formatUsd(250.47495)        // '$250.47'
 * formatUsd(1234.5, 'de')     // '1.234,50 $'
 */
export function formatUsd(value: number, locale: string = localeState.locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(Math.floor(value * 100) / 100)
}
