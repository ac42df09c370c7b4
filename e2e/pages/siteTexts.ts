import { ALL_SITE_TEXTS } from '../../apps/web/lib/siteText/allSiteTexts'
import type { SiteTexts } from '../../apps/web/lib/siteText/en'

/**
 * The site's texts for a browser locale, as the site picks them from Accept-Language for the locales the
 * specs use: the exact tag when the site ships it (`pt-BR`), else its language (`ar-EG` → `ar`), else English.
 * For page objects that find a control by its name in any language; a spec that checks a translation
 * writes the words out itself.
 *
 * @example
 * siteTextsFor('ja-JP')['header.connectWallet'] // 'ウォレットを接続'
 */
export function siteTextsFor(locale: string | undefined): SiteTexts {
  const tables: Readonly<Record<string, SiteTexts>> = ALL_SITE_TEXTS
  if (!locale) return tables.en!
  return tables[locale] ?? tables[locale.split('-')[0]!] ?? tables.en!
}
