import type { LanguageChunk } from './languageChunk.js'
import { LOCALES, type Locale } from './locales.js'
import { directionOf, resolveLocale } from './resolveLocale.js'

/**
 * Each shipped language but English, as its one chunk. A language ships when it is listed here and in
 * `LOCALES`. This module itself loads only when a visitor asks for a language other than English, so the
 * list, the fallbacks and the chunks cost the first load nothing.
 *
 * @example
 * const { core } = await languageChunks.de()
 */
export const languageChunks: { readonly [tag in Exclude<Locale, 'en'>]: () => Promise<LanguageChunk> } = {
  ar: () => import('./ar/index.js'),
  de: () => import('./de/index.js'),
  'es-419': () => import('./es-419/index.js'),
  fr: () => import('./fr/index.js'),
  he: () => import('./he/index.js'),
  hi: () => import('./hi/index.js'),
  id: () => import('./id/index.js'),
  it: () => import('./it/index.js'),
  ja: () => import('./ja/index.js'),
  ko: () => import('./ko/index.js'),
  ms: () => import('./ms/index.js'),
  nl: () => import('./nl/index.js'),
  pl: () => import('./pl/index.js'),
  'pt-BR': () => import('./pt-BR/index.js'),
  ru: () => import('./ru/index.js'),
  th: () => import('./th/index.js'),
  tr: () => import('./tr/index.js'),
  uk: () => import('./uk/index.js'),
  vi: () => import('./vi/index.js'),
  'zh-CN': () => import('./zh-CN/index.js'),
  'zh-HK': () => import('./zh-HK/index.js'),
  'zh-TW': () => import('./zh-TW/index.js'),
}

/** A chosen language: its tag, its direction and, for any language but English, its chunk. */
export type LoadedLanguage = { locale: Locale; dir: 'ltr' | 'rtl'; chunk: LanguageChunk | undefined }

/**
 * The first requested language the modal ships (or its nearest shipped variant, else English), loaded.
 *
 * @example
 * const { locale, dir } = await loadLanguage(['ar-EG', 'en']) // 'ar', 'rtl'
 */
export async function loadLanguage(requested: readonly string[]): Promise<LoadedLanguage> {
  const locale = resolveLocale(requested, LOCALES)
  return {
    locale,
    dir: directionOf(locale),
    chunk: locale === 'en' ? undefined : await languageChunks[locale](),
  }
}
