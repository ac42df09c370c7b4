/**
 * `@agentry/modal-core/solana`: the Solana adapter over the Wallet Standard, and Solana discovery. A
 * separate entry so EVM-only apps load none of it.
 */
export {
  createSolanaAdapter,
  SOLANA_COMMITMENTS,
  type CreateSolanaAdapterParameters,
  type SolanaCommitment,
} from './createSolanaAdapter.js'
export {
  solanaConnectorId,
  watchSolanaWallets,
  type WatchSolanaWalletsParameters,
} from '../../connectors/watchSolanaWallets.js'
export { solanaNamespace } from './solanaNamespace.js'
export { SOLANA_STANDARD_CHAINS, type StandardAccount, type StandardWallet } from './walletStandard.js'
export {
  createSolanaLocalnet,
  SOLANA_LOCALNET_REFERENCE,
  solanaDevnet,
  solanaMainnet,
  solanaTestnet,
} from '../../networks/solanaNetworks.js'
export { isSolanaAddress } from '../../caip/isSolanaAddress.js'
