'use client'

import { useEffect } from 'react'
import { ErrorView } from '@/components/error/ErrorView'
import { useSiteTexts } from '@/components/i18n/SiteTextProvider'
import { classifyError } from '@/lib/shell/errorScreen'

/** A page's error boundary: inside the root layout, so it speaks the language the layout picked. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const { locale, texts } = useSiteTexts()
  useEffect(() => {
    console.error(error)
  }, [error])
  return <ErrorView screen={classifyError(error)} onRetry={retry} texts={texts} locale={locale} />
}
