import type { Connector } from '../connectors/types.js'

/** Every view of the wallet modal (spec section 2). */
export type ViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingExternal'
  | 'ConnectingWalletConnect'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'UnsupportedChain'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'

/** Data a view is opened with. */
export type RouterData = {
  connector?: Connector
  wallet?: { id: string; name: string; imageUrl?: string }
  network?: { caipNetworkId: string }
  [key: string]: unknown
}
