import { en, type SiteTextKey, type SiteTexts } from './en'

/** The site's own flash messages (set by its route handlers in the spec's English), by their text key. */
const FLASH_KEYS: readonly SiteTextKey[] = ['toast.signedIn']

/**
 * A flash toast from the server in the visitor's language: a message the site itself wrote (a route
 * handler's 'Signed in') is translated; anyone else's words, and anything that is not a toast, pass as they are.
 *
 * @example
 * localizeFlash({ type: 'success', message: 'Signed in' }, de) // { type: 'success', message: 'Angemeldet' }
 */
export function localizeFlash<T>(flash: T, texts: SiteTexts): T {
  if (typeof flash !== 'object' || flash === null) return flash
  const message = (flash as { message?: unknown }).message
  const key = FLASH_KEYS.find((candidate) => en[candidate] === message)
  return key ? { ...flash, message: texts[key] } : flash
}
