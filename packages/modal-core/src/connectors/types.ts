import type { ChainAdapter, Eip1193Provider } from '../adapters/types.js'
import type { ChainNamespace } from '../caip/types.js'

/** How a connector reaches its wallet (spec section 3, "Connector"). */
export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'MULTI_CHAIN' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH'

/** EIP-6963 provider info. */
export type ConnectorInfo = { rdns?: string; uuid?: string; name?: string; icon?: string }

/** A way to connect a wallet: an announced or injected browser wallet, WalletConnect, an external one. */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: ConnectorInfo
  provider?: Eip1193Provider
  /**
   * The namespace's wallet operations, bound to this wallet. Connectors of namespaces other than eip155
   * need one; eip155 connectors use `provider` directly.
   */
  adapter?: ChainAdapter
  /** Connector-specific teardown run by `disconnect()` (for example ending a WalletConnect session). */
  disconnect?: () => Promise<void>
}

/** Sections of the wallet list, in display order (spec section 2). */
export type ConnectorSection =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'
