import type { CuratedWallet } from '../options/walletListTypes.js'
import type { Connector } from '../connectors/types.js'

/** Every view of the wallet modal: the 13 of spec section 2, then the feature views (networks, send, swap, on-ramp, receive, activity, email login). */
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
  | 'Networks'
  | 'Send'
  | 'SendPreview'
  | 'Swap'
  | 'SwapPreview'
  | 'OnRamp'
  | 'Receive'
  | 'Activity'
  | 'EmailLogin'
  | 'EmailOtp'
  | 'GetWallet'
  | 'WhatIsAWallet'
  | 'GetAWallet'

/** Data a view is opened with. */
export type RouterData = {
  connector?: Connector
  /** A directory wallet (AllWallets): its links take a WalletConnect URI. */
  wallet?: {
    id: string
    name: string
    imageUrl?: string
    mobileLink?: string | null
    desktopLink?: string | null
    webappLink?: string | null
  }
  network?: { caipNetworkId: string }
  /** A wallet of the curated list (GetWallet): its install links and deep link. */
  curatedWallet?: CuratedWallet
  [key: string]: unknown
}
