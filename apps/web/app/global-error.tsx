'use client'

import { useEffect } from 'react'
import { ErrorView } from '@/components/error/ErrorView'
import { classifyError } from '@/lib/shell/errorScreen'
import './globals.css'

/** Replaces the root layout when the layout itself fails, so it brings its own document and styles. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const screen = classifyError(error)
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <html lang="en">
      <body>
        <title>{screen.title}</title>
        <main id="main">
          <ErrorView screen={screen} onRetry={retry} />
        </main>
      </body>
    </html>
  )
}
