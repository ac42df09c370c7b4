import type { Locale } from '@agentry/modal-ui/locales'
import { en, type SiteTexts } from './en'

/**
 * Where each language's table is. English is built in; every other language is its own chunk, loaded
 * only for a visitor who reads it (a server component picks it on the server; global-error, which runs
 * without the root layout, loads it in the browser).
 */
const LOADERS: Readonly<Record<Locale, () => Promise<SiteTexts>>> = {
  en: async () => en,
  ar: async () => (await import('./ar')).ar,
  de: async () => (await import('./de')).de,
  'es-419': async () => (await import('./es-419')).es419,
  fr: async () => (await import('./fr')).fr,
  he: async () => (await import('./he')).he,
  hi: async () => (await import('./hi')).hi,
  id: async () => (await import('./id')).id,
  it: async () => (await import('./it')).it,
  ja: async () => (await import('./ja')).ja,
  ko: async () => (await import('./ko')).ko,
  ms: async () => (await import('./ms')).ms,
  nl: async () => (await import('./nl')).nl,
  pl: async () => (await import('./pl')).pl,
  'pt-BR': async () => (await import('./pt-BR')).ptBR,
  ru: async () => (await import('./ru')).ru,
  th: async () => (await import('./th')).th,
  tr: async () => (await import('./tr')).tr,
  uk: async () => (await import('./uk')).uk,
  vi: async () => (await import('./vi')).vi,
  'zh-CN': async () => (await import('./zh-CN')).zhCN,
  'zh-HK': async () => (await import('./zh-HK')).zhHK,
  'zh-TW': async () => (await import('./zh-TW')).zhTW,
}

/**
 * The site's texts in one of the modal's languages (English for a tag it does not ship).
 *
 * @example
 * const texts = await loadSiteTexts('ar')
 * texts['header.connectWallet'] // 'ربط المحفظة'
 */
export function loadSiteTexts(locale: string): Promise<SiteTexts> {
  const load = Object.hasOwn(LOADERS, locale) ? LOADERS[locale as Locale] : LOADERS.en
  return load()
}
