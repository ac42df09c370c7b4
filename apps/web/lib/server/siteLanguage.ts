import 'server-only'
import { headers } from 'next/headers'
import { cache } from 'react'
import type { SiteTexts } from '@/lib/siteText/en'
import { loadSiteTexts } from '@/lib/siteText/loadSiteTexts'
import { visitorLanguage, type VisitorLanguage } from '@/lib/shell/visitorLanguage'

/** The visitor's language for this request, and the site's texts in it. */
export type SiteLanguage = VisitorLanguage & { texts: SiteTexts }

/**
 * The language of this request (from Accept-Language, the one the modal is given too) with the site's
 * table in it, read once per request (React `cache`) by the layout, the not-found page and metadata.
 *
 * @example
 * const { lang, dir, texts } = await getSiteLanguage()
 */
export const getSiteLanguage: () => Promise<SiteLanguage> = cache(async () => {
  const language = visitorLanguage((await headers()).get('accept-language'))
  return { ...language, texts: await loadSiteTexts(language.lang) }
})
