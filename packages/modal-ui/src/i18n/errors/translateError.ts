import type { ErrorParams, MessageCode } from '@agentry/modal-core'
import { localeState } from '../localeState.js'

/** What a text of `@agentry/modal-core` needs to be shown in any language (`toErrorData` gives it). */
export type CoreText = {
  /** The code of modal-core's text; undefined for a text of someone else, shown as it is. */
  code?: MessageCode | undefined
  /** The spec's English text. */
  message: string
  params?: ErrorParams | undefined
}

/** Number params that name something (an HTTP status code) rather than count it: shown as they are. */
const CODE_PARAMS: ReadonlySet<string> = new Set(['status'])

/** String params that carry a decimal amount (an on-ramp limit): written as a number of the language. */
const AMOUNT_PARAMS: ReadonlySet<string> = new Set(['min', 'max'])

/**
 * A param's value as the language writes it: a count, a limit or an amount through `Intl.NumberFormat`
 * (`30000` → `30.000` in German), keeping every digit of a decimal string; anything else as it is.
 *
 * @example
 * formatParam('seconds', 30000, 'de') // '30.000'
 * formatParam('max', '7500.00', 'de') // '7.500,00'
 * formatParam('hash', '0x12', 'de')   // '0x12'
 */
export function formatParam(name: string, value: string | number, locale: string): string {
  const isNumber = typeof value === 'number' && Number.isFinite(value) && !CODE_PARAMS.has(name)
  const isAmount = typeof value === 'string' && AMOUNT_PARAMS.has(name) && /^-?\d+(\.\d+)?$/.test(value)
  if (!isNumber && !isAmount) return String(value)
  // An amount keeps its decimals as given ('7500.00' → '7.500,00'): a limit is written as its currency writes it.
  const places = typeof value === 'string' ? (value.split('.')[1]?.length ?? 0) : 0
  return new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: 20 }).format(
    value as number | `${number}`,
  )
}

/**
 * A text of `@agentry/modal-core` (an error, a toast) in the current language, found by its code in
 * the language's catalogue and filled with its params, numbers written the language's way. English, a
 * code the catalogue has no text for (an error carrying a server's or wallet's own words) and text without a code show `message` as it is.
 *
 * @example
 * await setLocale('de')
 * translateError(toErrorData(new EmailCooldownError({ seconds: 12 }))) // 'Bitte versuchen Sie es in 12 Sekunden erneut'
 * translateError(toErrorData(new EmailCooldownError({ seconds: 1200 }))) // '… in 1.200 Sekunden erneut'
 */
export function translateError({ code, message, params = {} }: CoreText): string {
  const entry: string | Readonly<Record<string, string>> | undefined = code && localeState.errorTexts?.[code]
  const template = typeof entry === 'string' ? entry : entry?.[String(params.variant)]
  if (template === undefined) return message
  const { locale } = localeState
  return template.replace(/\{(\w+)\}/g, (place, name: string) =>
    name in params ? formatParam(name, params[name]!, locale) : place,
  )
}

/**
 * The text of a store's last error, from its `error`, `errorCode` and `errorParams`; undefined when
 * the store has no error.
 *
 * @example
 * const error = storeError(frameState)
 * error ? html`<agentry-inline-error .error=${error}></agentry-inline-error>` : nothing
 */
export function storeError(state: {
  error: string | undefined
  errorCode?: MessageCode | undefined
  errorParams?: ErrorParams | undefined
}): CoreText | undefined {
  return state.error ? { code: state.errorCode, message: state.error, params: state.errorParams } : undefined
}
