/**
 * `@agentry/modal-ui/locales`: the modal's languages and how requested tags map to one of them, with no
 * element, store or catalogue: for a server that picks a page's language (`<html lang dir>`) before the
 * modal loads. A separate entry, so the main entry's first load does not take the fallback table along.
 *
 * @example
 * import { LOCALES, resolveLocale, directionOf } from '@agentry/modal-ui/locales'
 * const lang = resolveLocale(['ar-EG', 'en'], LOCALES) // 'ar'
 * directionOf(lang) // 'rtl'
 */
export { LOCALES, type Locale } from './i18n/locales.js'
export { directionOf, resolveLocale } from './i18n/resolveLocale.js'
