'use client'

import { createContext, useContext, type ReactNode } from 'react'
import { en, type SiteTexts } from '@/lib/siteText/en'

/** The visitor's language and the site's texts in it, as client components read them. */
export type SiteTextContextValue = { locale: string; texts: SiteTexts }

const SiteTextContext = createContext<SiteTextContextValue>({ locale: 'en', texts: en })

/**
 * Hands the one table the server picked for this visitor to the client components below (the header's
 * wallet button, the menus, the toasts, the error boundary): only that language travels to the browser.
 *
 * @example
 * <SiteTextProvider locale="ar" texts={await loadSiteTexts('ar')}>{children}</SiteTextProvider>
 */
export function SiteTextProvider({ locale, texts, children }: SiteTextContextValue & { children: ReactNode }) {
  return <SiteTextContext.Provider value={{ locale, texts }}>{children}</SiteTextContext.Provider>
}

/**
 * The site's texts in the visitor's language (English outside a provider).
 *
 * @example
 * const { texts } = useSiteTexts()
 * return <button>{texts['header.connectWallet']}</button>
 */
export function useSiteTexts(): SiteTextContextValue {
  return useContext(SiteTextContext)
}
