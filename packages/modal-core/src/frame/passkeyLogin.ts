import { connectEmbeddedWallet, getEmbeddedWallet } from './embeddedWalletSession.js'
import type { FramePanelArea } from './mountEmbeddedWallet.js'

export type WatchPasskeyLoginParameters = {
  /** Where the frame's passkey panel is drawn; called again on every check so a moved view is followed. */
  area: () => FramePanelArea | undefined
  /** Ends the watch and hides the frame (the view went away, or the user chose another method). */
  signal: AbortSignal
  /** How often the frame is asked whether it is signed in, in ms. */
  pollMs?: number
}

/**
 * The passkey login of our wallet host: WebAuthn needs the user's click in the frame's own document, so the
 * frame is shown over `area` with its own "Continue with passkey" panel, and the frame is asked
 * (IS_CONNECTED) until its session holds an account; then the embedded wallet connects as after an email
 * login. Ends, hiding the frame, when connected or when `signal` aborts. Never throws.
 *
 * @returns true when connected
 * @example
 * const stop = new AbortController()
 * await watchPasskeyLogin({ area: () => place.getBoundingClientRect(), signal: stop.signal })
 */
export async function watchPasskeyLogin({ area, signal, pollMs = 250 }: WatchPasskeyLoginParameters): Promise<boolean> {
  const wallet = getEmbeddedWallet()
  if (!wallet) return false
  const stopped = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))
  try {
    wallet.showPanel(area())
    const ready = await Promise.race([
      wallet.transport.ready.then(
        () => true,
        () => false,
      ),
      stopped.then(() => false),
    ])
    if (!ready) return false
    while (!signal.aborted) {
      wallet.showPanel(area())
      const connected = await wallet.client.isConnected().catch(() => false)
      if (signal.aborted) return false
      if (connected) {
        wallet.showPanel(undefined)
        return await connectEmbeddedWallet()
      }
      await Promise.race([new Promise((resolve) => setTimeout(resolve, pollMs)), stopped])
    }
    return false
  } finally {
    wallet.showPanel(undefined)
  }
}
