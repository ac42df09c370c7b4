import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Footer } from '@/components/footer/Footer'
import { Header } from '@/components/header/Header'
import { ModalProvider } from '@/components/modal/ModalProvider'
import { Toaster } from '@/components/toast/Toaster'
import { FLASH_COOKIE } from '@/lib/server/flash'
import { getRootData, getShellConfig } from '@/lib/server/rootData'
import { getNavItems } from '@/lib/shell/nav'
import { visitorLanguage } from '@/lib/shell/visitorLanguage'
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
  // The page and the modal speak the visitor's language from the first byte: no flash of English.
  const { lang, dir } = visitorLanguage((await headers()).get('accept-language'))
  return (
    <html lang={lang} dir={dir} data-deploy-env={data.deployEnv}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <ModalProvider
          localRpcUrl={localRpcUrl}
          localChainContracts={localChainContracts}
          modalServices={modalServices}
          isAuthenticated={data.isAuthenticated}
          locale={lang}
        >
          <Header navItems={getNavItems(data)} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer links={footerLinks} year={new Date().getFullYear()} />
          <Toaster flash={data.toast} flashCookie={FLASH_COOKIE} />
        </ModalProvider>
      </body>
    </html>
  )
}
