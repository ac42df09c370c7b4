import { proxy, ref } from 'valtio/vanilla'
import { en, type Messages } from './en.js'

/** The languages the modal ships. */
export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]

/** The language shown and its catalogue (kept as a plain object, not proxied). */
export const localeState: { locale: Locale; catalogue: Messages } = proxy({ locale: 'en' as Locale, catalogue: ref(en) as Messages })

const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => en,
  de: () => import('./de.js').then((module) => module.de),
}

let latest = 0

/**
 * Switches the modal's language; every view re-renders in it. English is built in; other catalogues
 * load on first use. An unknown locale falls back to English. When switched twice quickly, the last
 * call wins.
 *
 * @example
 * await setLocale('de')
 */
export async function setLocale(locale: string): Promise<Locale> {
  const request = ++latest
  const chosen: Locale = (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'en'
  const catalogue = await loaders[chosen]()
  if (request === latest) Object.assign(localeState, { locale: chosen, catalogue: ref(catalogue) })
  return chosen
}
