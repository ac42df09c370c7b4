import type { Metadata } from 'next'
import { ErrorView } from '@/components/error/ErrorView'
import { classifyError } from '@/lib/shell/errorScreen'
import { HttpError } from '@/lib/shell/httpError'

export const metadata: Metadata = { title: 'Not Found' }

/** Unknown paths, notFound(), and admin pages for everyone but admins: the HTTP 404 error screen. */
export default function NotFound() {
  return <ErrorView screen={classifyError(new HttpError(404))} />
}
