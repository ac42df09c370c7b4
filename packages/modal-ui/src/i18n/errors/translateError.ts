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

/**
 * A text of `@agentry/modal-core` (an error, a toast) in the current language, found by its code in
 * the language's catalogue and filled with its params. English, a code the catalogue has no text for
 * (an error carrying a server's or wallet's own words) and text without a code show `message` as it is.
 *
 * @example
 * await setLocale('de')
 * translateError(toErrorData(new EmailCooldownError({ seconds: 12 }))) // 'Bitte versuchen Sie es in 12 Sekunden erneut'
 */
export function translateError({ code, message, params = {} }: CoreText): string {
  const entry: string | Readonly<Record<string, string>> | undefined = code && localeState.errorTexts?.[code]
  const template = typeof entry === 'string' ? entry : entry?.[String(params.variant)]
  if (template === undefined) return message
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in params ? String(params[name]) : place))
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
