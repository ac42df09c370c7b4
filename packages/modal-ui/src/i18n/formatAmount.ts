import { formatBalance } from '@agentry/modal-core'
import { localeState } from './localeState.js'

/**
 * A decimal string (a balance, a token or fiat amount) written in the modal's language: floored to
 * `places` decimals first (the spec's rule: never rounded up), then grouped and punctuated by
 * `Intl.NumberFormat`, which keeps every digit of a string. `fixed` pads to exactly `places` (the
 * header's balance). `locale` defaults to the modal's language. A string that is not a decimal comes back as it is.
 *
 * @example
 * await setLocale('de')
 * formatAmount('1234.5678')      // '1.234,567'
 * formatAmount('0.9999')         // '0,999'
 * formatAmount('12', 3, true)    // '12,000'
 */
export function formatAmount(value: string, places = 3, fixed = false, locale: string = localeState.locale): string {
  const floored = formatBalance(value, places)
  return /^-?\d+(\.\d+)?$/.test(floored)
    ? new Intl.NumberFormat(locale, {
        minimumFractionDigits: fixed ? places : 0,
        maximumFractionDigits: places,
      }).format(floored as `${number}`)
    : value
}
