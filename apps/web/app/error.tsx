'use client'

import { useEffect } from 'react'
import { ErrorView } from '@/components/error/ErrorView'
import { classifyError } from '@/lib/shell/errorScreen'

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return <ErrorView screen={classifyError(error)} onRetry={retry} />
}
