'use client'

import { useEffect } from 'react'

export type AutoRetryProps = {
  seconds: number
  /** What a retry does; a full reload by default (after a server error the client router is not to be trusted). */
  retry?: () => void
  /** What the screen says about it, in the visitor's language; English by default. */
  notice?: string
}

/**
 * Tries the page again after `seconds` (the Retry-After of a 503), so a page that failed because a
 * backing service was down comes back by itself once it answers. Says so in words.
 *
 * @example
 * <AutoRetry seconds={5} />
 * <AutoRetry seconds={5} notice="Diese Seite versucht es alle 5 Sekunden erneut." />
 */
export function AutoRetry({ seconds, retry, notice }: AutoRetryProps) {
  useEffect(() => {
    const timer = setTimeout(retry ?? (() => window.location.reload()), seconds * 1000)
    return () => clearTimeout(timer)
  }, [seconds, retry])
  return <p role="status">{notice ?? `This page tries again every ${seconds} seconds.`}</p>
}
