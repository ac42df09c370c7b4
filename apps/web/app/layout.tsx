import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { Footer } from '@/components/footer/Footer'
import { Header } from '@/components/header/Header'
import { SiteTextProvider } from '@/components/i18n/SiteTextProvider'
import { ModalProvider } from '@/components/modal/ModalProvider'
import { Toaster } from '@/components/toast/Toaster'
import { FLASH_COOKIE } from '@/lib/server/flash'
import { getRootData, getShellConfig } from '@/lib/server/rootData'
import { getSiteLanguage } from '@/lib/server/siteLanguage'
import { getNavItems, localizeNavItems } from '@/lib/shell/nav'
import { localizeFlash } from '@/lib/siteText/localizeFlash'
import './globals.css'

export const metadata: Metadata = {
  title: {
    default: 'Agentry: build and monetize AI agents on-chain',
    template: '%s · Agentry',
  },
  description: 'Build, deploy and monetize AI agents on-chain without coding.',
}

export const viewport: Viewport = {
  colorScheme: 'dark',
  themeColor: '#0b0f14',
  // Lets the modal's bottom sheet pad itself clear of a phone's home indicator (env(safe-area-inset-bottom)).
  viewportFit: 'cover',
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const data = await getRootData()
  const { localRpcUrl, localChainContracts, modalServices, footerLinks } = getShellConfig()
  // The page and the modal speak the visitor's language from the first byte: no flash of English. Only
  // this language's table of the site's texts reaches the browser (through SiteTextProvider).
  const { lang, dir, texts } = await getSiteLanguage()
  return (
    <html lang={lang} dir={dir} data-deploy-env={data.deployEnv}>
      <body>
        <a className="skip-link" href="#main">
          {texts.skipToContent}
        </a>
        <SiteTextProvider locale={lang} texts={texts}>
          <ModalProvider
            localRpcUrl={localRpcUrl}
            localChainContracts={localChainContracts}
            modalServices={modalServices}
            isAuthenticated={data.isAuthenticated}
            locale={lang}
          >
            <Header navItems={localizeNavItems(getNavItems(data), texts)} texts={texts} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <Footer links={footerLinks} year={new Date().getFullYear()} texts={texts} />
            <Toaster flash={localizeFlash(data.toast, texts)} flashCookie={FLASH_COOKIE} />
          </ModalProvider>
        </SiteTextProvider>
      </body>
    </html>
  )
}
