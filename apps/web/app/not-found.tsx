import type { Metadata } from 'next'
import { ErrorView } from '@/components/error/ErrorView'
import { getSiteLanguage } from '@/lib/server/siteLanguage'
import { classifyError } from '@/lib/shell/errorScreen'
import { HttpError } from '@/lib/shell/httpError'

/** The tab's title, 'Not Found' in the visitor's language. */
export async function generateMetadata(): Promise<Metadata> {
  const { texts } = await getSiteLanguage()
  return { title: texts['status.404'] }
}

/**
 * Unknown paths, notFound(), and admin pages for everyone but admins: the HTTP 404 error screen, in the
 * visitor's language (picked on the server, like the layout's).
 */
export default async function NotFound() {
  const { lang, texts } = await getSiteLanguage()
  return <ErrorView screen={classifyError(new HttpError(404))} texts={texts} locale={lang} />
}
