import { runInBackground } from '../utils/background.js'
import { clearNonce, prefetchNonce } from './nonceCache.js'
import { refreshSession } from './refreshSession.js'
import type { SiwxConfig } from './types.js'

let running: { siwx: SiwxConfig; handle: unknown } | undefined

function refetch(siwx: SiwxConfig): void {
  runInBackground(refreshSession(), 'SESSION_FETCH_FAILED')
  runInBackground(prefetchNonce(siwx), 'NONCE_FETCH_FAILED')
}

/**
 * Reads the session and a nonce now and every `refetchIntervalMs` (300000 ms) with the config's timers.
 * Restarting stops the previous interval.
 */
export function startSiwxRefresh(siwx: SiwxConfig): void {
  stopSiwxRefresh()
  refetch(siwx)
  running = { siwx, handle: siwx.timers.setInterval(() => refetch(siwx), siwx.refetchIntervalMs) }
}

/** Stops the refetch interval and drops the cached nonce. */
export function stopSiwxRefresh(): void {
  if (running) running.siwx.timers.clearInterval(running.handle)
  running = undefined
  clearNonce()
}
