/**
 * The languages the modal ships, as BCP-47 tags. Each but English loads on demand as one chunk
 * (`languages.ts`), so a language added here costs the first load nothing.
 *
 * @example
 * LOCALES.includes('de') // true
 */
export const LOCALES = [
  'en',
  'ar',
  'de',
  'es-419',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const
export type Locale = (typeof LOCALES)[number]
