import { notFound } from 'next/navigation'
import { HttpError } from '@/lib/shell/httpError'
import { ClientThrow } from './ClientThrow'

/**
 * Browser tests reach the error screens through this page. It exists only where the server was started
 * with AGENTRY_TEST_ROUTES=1 (the e2e harness); everywhere else it is a 404.
 */
export default async function ErrorFixturePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (process.env.AGENTRY_TEST_ROUTES !== '1') notFound()
  const { kind, status } = await searchParams
  if (kind === 'http') throw new HttpError(Number(status) || 500)
  if (kind === 'server') throw new Error('Deliberate server error')
  if (kind === 'client') return <ClientThrow message="Deliberate client error" />
  notFound()
}
