/**
 * Entry of the browser build (`@agentry/modal-ui/browser`, `dist/browser/index.js`): everything a page with no
 * bundler needs, in one module with no bare imports. It defines the elements, and exports modal-ui's API
 * together with modal-core's and its WalletConnect set-up, so the page configures the same stores the
 * elements render (a second copy of modal-core would be a second, silent state). The Solana adapter and its
 * Wallet Standard discovery (`@agentry/modal-core/solana`) come with it: a bundled page cannot add them from a
 * second copy of modal-core either.
 *
 * @example
 * <script type="module">
 *   import { ethereumMainnet, initModal, syncConnection, watchInjectedConnectors } from './modal-ui/dist/browser/index.js'
 *   initModal({ networks: [ethereumMainnet], metadata: { name: 'My dapp', description: '', url: location.origin, icons: [] } })
 *   watchInjectedConnectors()
 *   await syncConnection()
 * </script>
 * <!-- A Solana dapp: createSolanaLocalnet({ rpcUrl }) or solanaMainnet among the networks, then watchSolanaWallets() -->
 * <agentry-connect-button></agentry-connect-button>
 * <agentry-modal></agentry-modal>
 */
import { defineModalElements } from './define-modal-elements.js'

export * from './index.js'
export * from '@agentry/modal-core'
export {
  setUpWalletConnect,
  tearDownWalletConnect,
  walletConnectState,
  type SetUpWalletConnectParameters,
  type WalletConnectState,
} from '@agentry/modal-core/walletconnect'
export {
  createSolanaAdapter,
  createSolanaLocalnet,
  isSolanaAddress,
  SOLANA_COMMITMENTS,
  SOLANA_LOCALNET_REFERENCE,
  SOLANA_STANDARD_CHAINS,
  solanaConnectorId,
  solanaNamespace,
  watchSolanaWallets,
  type CreateSolanaAdapterParameters,
  type SolanaCommitment,
  type StandardAccount,
  type StandardWallet,
  type WatchSolanaWalletsParameters,
} from '@agentry/modal-core/solana'

// Called here, not through './register.js': a bundler drops that bare import, as package.json lists only
// dist files under `sideEffects`.
defineModalElements()
