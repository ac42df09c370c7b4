'use client'

import { directionOf, LOCALES, resolveLocale } from '@agentry/modal-ui/locales'
import { useEffect, useState } from 'react'
import { ErrorView } from '@/components/error/ErrorView'
import { classifyError } from '@/lib/shell/errorScreen'
import { en, type SiteTexts } from '@/lib/siteText/en'
import { loadSiteTexts } from '@/lib/siteText/loadSiteTexts'
import './globals.css'

type Language = { lang: string; dir: 'ltr' | 'rtl'; texts: SiteTexts }

/**
 * Replaces the root layout when the layout itself fails, so it brings its own document and styles, and
 * picks the language itself: the browser's (navigator.languages, what it sends as Accept-Language), its
 * table loaded on demand.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const screen = classifyError(error)
  const [{ lang, dir, texts }, setLanguage] = useState<Language>({ lang: 'en', dir: 'ltr', texts: en })
  useEffect(() => {
    console.error(error)
  }, [error])
  useEffect(() => {
    let live = true
    const chosen = resolveLocale(navigator.languages ?? [navigator.language], LOCALES)
    void loadSiteTexts(chosen).then((loaded) => {
      if (live) setLanguage({ lang: chosen, dir: directionOf(chosen), texts: loaded })
    })
    return () => {
      live = false
    }
  }, [])
  return (
    <html lang={lang} dir={dir}>
      <body>
        <title>{screen.kind === 'http' ? texts['error.serverError'] : texts['error.somethingWentWrong']}</title>
        <main id="main">
          <ErrorView screen={screen} onRetry={retry} texts={texts} locale={lang} />
        </main>
      </body>
    </html>
  )
}
