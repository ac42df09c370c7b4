import { connectionState } from '../connection/connectionState.js'
import { runInBackground } from '../utils/background.js'
import { clearNonce, prefetchNonce } from './nonceCache.js'
import { refreshSession } from './refreshSession.js'
import { siwxState } from './siwxState.js'
import type { SiwxConfig } from '../options/siwxConfig.js'

let running: { siwx: SiwxConfig; handle: unknown } | undefined

function refetch(siwx: SiwxConfig): void {
  runInBackground(refreshSession(), 'SESSION_FETCH_FAILED')
  // A nonce is only worth holding while someone could sign in with it: every nonce is a row on the
  // server and counts against its rate limit, so anonymous page views fetch none.
  if (connectionState.status === 'connected' && !siwxState.session)
    runInBackground(prefetchNonce(siwx), 'NONCE_FETCH_FAILED')
}

/**
 * Reads the session (and, while a wallet is connected without a session, a nonce) now and every
 * `refetchIntervalMs` (300000 ms) with the config's timers.
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
