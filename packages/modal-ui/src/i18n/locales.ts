/**
 * The languages the modal ships, as BCP-47 tags. Each but English loads on demand as one chunk
 * (`languages.ts`), so a language added here costs the first load nothing.
 *
 * @example
 * LOCALES.includes('de') // true
 */
export const LOCALES = ['en', 'de', 'ar', 'he', 'fr', 'es-419', 'pt-BR', 'it', 'nl'] as const
export type Locale = (typeof LOCALES)[number]
