import type { Connector } from '../connectors/types.js'
import { optionsState } from '../options/optionsState.js'

/** Another WalletConnect stack the modal's WalletConnect entry connects through, in place of its own. */
export type WalletConnectSource = {
  /** The relay that stack talks to (shown nowhere; it turns the modal's WalletConnect entry on). */
  relayUrl: string
  /** The modal connector to connect; it sets `walletConnectState.uri` while a wallet is asked. */
  connector: () => Promise<Connector>
}

let source: WalletConnectSource | undefined

/**
 * Lets another WalletConnect stack stand in for the modal's own, so that a dapp whose wagmi config already
 * has a WalletConnect connector (`@agentry/wagmi/modal` calls this) gets one WalletConnect entry in the
 * modal, one pairing and one session: the entry and its QR code view connect through `connector()`, and
 * `setUpWalletConnect` starts no Sign client of its own. Returns the function that removes the source.
 *
 * @example
 * const stop = setWalletConnectSource({ relayUrl, connector: async () => bridgedConnector })
 */
export function setWalletConnectSource(next: WalletConnectSource): () => void {
  source = next
  const before = optionsState.walletConnect
  optionsState.walletConnect = { relayUrl: next.relayUrl }
  return () => {
    if (source !== next) return
    source = undefined
    optionsState.walletConnect = before
  }
}

/** The source set by `setWalletConnectSource`, if any. */
export function getWalletConnectSource(): WalletConnectSource | undefined {
  return source
}
