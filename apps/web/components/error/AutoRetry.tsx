'use client'

import { useEffect } from 'react'

export type AutoRetryProps = {
  seconds: number
  /** What a retry does; a full reload by default (after a server error the client router is not to be trusted). */
  retry?: () => void
}

/**
 * Tries the page again after `seconds` (the Retry-After of a 503), so a page that failed because a
 * backing service was down comes back by itself once it answers. Says so in words.
 *
 * @example
 * <AutoRetry seconds={5} />
 */
export function AutoRetry({ seconds, retry }: AutoRetryProps) {
  useEffect(() => {
    const timer = setTimeout(retry ?? (() => window.location.reload()), seconds * 1000)
    return () => clearTimeout(timer)
  }, [seconds, retry])
  return <p role="status">{`This page tries again every ${seconds} seconds.`}</p>
}
