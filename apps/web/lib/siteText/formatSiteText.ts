import type { SiteTextKey, SiteTexts } from './en'

/** The values a text's `{placeholders}` take: numbers are written the language's way. */
export type SiteTextParams = Readonly<Record<string, string | number>>

/**
 * One of the site's texts with its `{placeholders}` filled; a number goes through `Intl.NumberFormat`
 * in `locale`. A placeholder without a value stays as it is.
 *
 * @example
 * formatSiteText(de, 'de', 'error.autoRetry', { seconds: 5 }) // 'Diese Seite versucht es alle 5 Sekunden erneut.'
 */
export function formatSiteText(
  texts: SiteTexts,
  locale: string,
  key: SiteTextKey,
  params: SiteTextParams = {},
): string {
  return texts[key].replace(/\{(\w+)\}/g, (place, name: string) => {
    const value = params[name]
    if (value === undefined) return place
    return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value
  })
}

/**
 * A text split around one placeholder, so a link (or any element) can stand where the language puts
 * it: `['All right reserved by ', '']` for `{company}`. Without the placeholder, all of it comes first.
 *
 * @example
 * splitSiteText(ja, 'footer.rights', 'company') // ['著作権は ', ' に帰属します']
 */
export function splitSiteText(texts: SiteTexts, key: SiteTextKey, placeholder: string): [string, string] {
  const text = texts[key]
  const at = text.indexOf(`{${placeholder}}`)
  if (at < 0) return [text, '']
  return [text.slice(0, at), text.slice(at + placeholder.length + 2)]
}
