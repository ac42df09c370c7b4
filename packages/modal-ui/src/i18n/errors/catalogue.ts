import type { ErrorVariants, MessageCode } from '@agentry/modal-core'

/**
 * A language's texts of the messages `@agentry/modal-core` shows (errors, toasts), by code: one text
 * per code, or one per variant for a code that has several (`ERROR_VARIANTS`). `{name}` marks a value
 * taken from the error's `params`. Adding a language is adding one of these; a missing code fails the
 * typecheck.
 *
 * @example
 * const de: ErrorCatalogue = { EMAIL_COOLDOWN: 'Bitte versuchen Sie es in {seconds} Sekunden erneut', … }
 */
export type ErrorCatalogue = {
  readonly [code in MessageCode]: code extends keyof ErrorVariants
    ? { readonly [variant in ErrorVariants[code]]: string }
    : string
}
