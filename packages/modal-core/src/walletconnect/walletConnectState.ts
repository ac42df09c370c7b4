import type { SessionStruct } from '@agentry/sign-client'
import type { ErrorData } from '../errors/toErrorData.js'
import { createStore } from '../utils/createStore.js'

/** What the WalletConnect views show: the pairing URI while a wallet is asked, and the outcome. */
export type WalletConnectState = {
  /** The `wc:` URI for the QR code, deep links and copy-link; set while a proposal waits for a wallet. */
  uri: string | undefined
  status: 'idle' | 'pairing' | 'connected'
  /** The last failure (the wallet rejected, the proposal expired, the relay failed). */
  error: ErrorData | undefined
  /** The connected wallet as it introduced itself. */
  peer: { name: string; icon?: string; url?: string } | undefined
}

const store = /* @__PURE__ */ createStore<WalletConnectState>({
  uri: undefined,
  status: 'idle',
  error: undefined,
  peer: undefined,
})

/**
 * The WalletConnect connector's state for the views.
 *
 * @example
 * walletConnectState.uri // 'wc:7f6e…@2?expiryTimestamp=…&relay-protocol=irn&symKey=…'
 */
export const walletConnectState: WalletConnectState = store.state

/** Back to idle (tests, or a reset of the modal). */
export const resetWalletConnectState: () => void = store.reset

/**
 * Shows the session the connector holds: `connected` with the wallet as it introduced itself, or back to
 * `idle` without a session.
 *
 * @example
 * showWalletConnectPeer(provider.session) // walletConnectState.peer: { name: 'Rainbow', icon, url }
 */
export function showWalletConnectPeer(session: SessionStruct | undefined): void {
  walletConnectState.status = session ? 'connected' : 'idle'
  const metadata = session?.peer.metadata
  walletConnectState.peer = metadata
    ? { name: metadata.name, ...(metadata.icons[0] ? { icon: metadata.icons[0] } : {}), url: metadata.url }
    : undefined
}
