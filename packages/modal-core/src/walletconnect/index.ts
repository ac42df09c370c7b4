// @agentry/modal-core/walletconnect: WalletConnect (QR code and mobile wallets) through @agentry/sign-client,
// an entry of its own so the Sign client loads only for apps and views that use it.
export {
  setUpWalletConnect,
  tearDownWalletConnect,
  WALLET_CONNECT_CONNECTOR_ID,
  type SetUpWalletConnectParameters,
} from './setUpWalletConnect.js'
export { setWalletConnectSource, type WalletConnectSource } from './walletConnectSource.js'
export { DEFAULT_SET_UP_TIMEOUT_MS } from './withinBound.js'
export {
  WalletConnectConfigError,
  WalletConnectUnavailableError,
  type WalletConnectConfigErrorParameters,
  type WalletConnectUnavailableErrorParameters,
} from '../errors/walletConnectErrors.js'
export { walletConnectState, resetWalletConnectState, type WalletConnectState } from './walletConnectState.js'
export {
  createWalletConnectProvider,
  networkRpcMap,
  type CreateWalletConnectProviderParameters,
  type WalletConnectProvider,
} from './walletConnectProvider.js'
export {
  createWalletConnectSolanaWallet,
  walletConnectSolanaAccounts,
  WALLET_CONNECT_SOLANA_METHODS,
  type CreateWalletConnectSolanaWalletParameters,
  type WalletConnectSolanaWallet,
} from './createWalletConnectSolanaWallet.js'
export { WALLET_CONNECT_SOLANA_CONNECTOR_ID } from './exposeWalletConnectSolana.js'
export { placeSolanaSignature, type PlaceSolanaSignatureParameters } from './placeSolanaSignature.js'
export { walletConnectLinks, type WalletConnectLinks } from './walletConnectLinks.js'
