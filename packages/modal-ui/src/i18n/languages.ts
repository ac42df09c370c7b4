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
  de: () => import('./de/index.js'),
  ru: () => import('./ru/index.js'),
  uk: () => import('./uk/index.js'),
  pl: () => import('./pl/index.js'),
  tr: () => import('./tr/index.js'),
  hi: () => import('./hi/index.js'),
  id: () => import('./id/index.js'),
  ms: () => import('./ms/index.js'),
  ja: () => import('./ja/index.js'),
  'zh-CN': () => import('./zh-CN/index.js'),
  'zh-TW': () => import('./zh-TW/index.js'),
  'zh-HK': () => import('./zh-HK/index.js'),
  ko: () => import('./ko/index.js'),
  th: () => import('./th/index.js'),
  vi: () => import('./vi/index.js'),
}

/** A chosen language: its tag, its direction and, for any language but English, its chunk. */
export type LoadedLanguage = { locale: Locale; dir: 'ltr' | 'rtl'; chunk: LanguageChunk | undefined }

/**
 * The first requested language the modal ships (or its nearest shipped variant, else English), loaded.
 *
 * @example
 * const { locale, dir } = await loadLanguage(['ar-EG', 'en']) // 'ar', 'rtl' once Arabic ships
 */
export async function loadLanguage(requested: readonly string[]): Promise<LoadedLanguage> {
  const locale = resolveLocale(requested, LOCALES)
  return {
    locale,
    dir: directionOf(locale),
    chunk: locale === 'en' ? undefined : await languageChunks[locale](),
  }
}
