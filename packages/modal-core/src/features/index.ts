// @agentry/modal-core/features: the account features served by a hosted service or the chain's RPC
// (token balances, identity, the Blockchain API client, on-ramp, activity and NFTs, the wallet directory,
// analytics). An entry of its own so views load them when they first show, not with the modal.

// The curated wallet list (no project id): its data stays out of the first load, with the Connect view.
export { CURATED_WALLETS } from '../connectors/curatedWallets.js'
export { getWalletList } from '../connectors/getWalletList.js'

// Balances and identity
export { fetchIdentity } from '../names/fetchIdentity.js'
export { fetchTokenBalances, type FetchTokenBalancesParameters } from '../flows/fetchTokenBalances.js'
export { supportsBalances } from '../balance/supportsBalances.js'
export type { TokensSource, TokensSourceParameters } from '../tokens/tokensSource.js'
export { getTokensSource } from '../tokens/getTokensSource.js'
export { createHostedTokensSource } from '../tokens/createHostedTokensSource.js'
export { createChainTokensSource } from '../tokens/chain/createChainTokensSource.js'
export { COMMON_TOKENS, type CommonToken, type CommonTokens } from '../tokens/chain/commonTokens.js'
export { PRICE_FEED_MAX_AGE_S } from '../tokens/chain/usdPriceFromFeed.js'
export { SEQUENCER_GRACE_PERIOD_S, SEQUENCER_UPTIME_FEEDS } from '../tokens/chain/sequencerUptime.js'

// Hosted Blockchain API (used when a project id is configured)
export { API_TIMEOUT_MS } from '../api/requestJson.js'
export {
  BLOCKCHAIN_API_SDK_TYPE,
  createBlockchainApiClient,
  type BlockchainApiClient,
  type CreateBlockchainApiClientParameters,
  type SupportedChains,
} from '../api/createBlockchainApiClient.js'
export { getBlockchainApi } from '../api/getBlockchainApi.js'
export { getBundlerUrl, getRpcProxyUrl } from '../api/serviceRpcUrls.js'
export { FeatureUnavailableError, type HostedFeature } from '../errors/featureErrors.js'
export { NetworkNotServedError } from '../errors/balanceErrors.js'
export type { AccountDataProvider } from '../providers/types.js'
export { getAccountDataProvider } from '../providers/getAccountDataProvider.js'
export { createHostedProvider } from '../providers/createHostedProvider.js'
export { createDirectProvider } from '../providers/createDirectProvider.js'
export type {
  GenerateOnrampUrlRequest,
  OnrampApi,
  OnrampDestinationWallet,
  OnrampFee,
  OnrampMoney,
  OnrampNetwork,
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPaymentMethodLimit,
  OnrampPurchaseCurrency,
  OnrampQuote,
  OnrampQuoteRequest,
} from '../api/onrampApi.js'
export type {
  FetchHistoryParameters,
  FetchHistoryReturnType,
  HistoryApi,
  WalletNftInfo,
  WalletTransaction,
  WalletTransfer,
} from '../api/historyApi.js'
export type { HostedSession, RevokeSessionParameters, SessionsApi } from '../api/sessionsApi.js'

// On-ramp (buy crypto; needs a project id)
export { InvalidOnrampAmountError, OnrampAmountOutOfRangeError, OnrampSelectionError } from '../errors/onrampErrors.js'
export { ONRAMP_PROVIDERS, type OnrampProvider } from '../onramp/onrampProviders.js'
export { SAMPLE_ONRAMP_OPTIONS } from '../onramp/sampleOnrampOptions.js'
export { onrampState, resetOnrampState, type OnrampState } from '../onramp/onrampState.js'
export { loadOnrampOptions } from '../onramp/loadOnrampOptions.js'
export { getOnrampQuote } from '../onramp/getOnrampQuote.js'
export { generateOnrampUrl, type GenerateOnrampUrlParameters } from '../onramp/generateOnrampUrl.js'
export { getOnrampFees, type GetOnrampFeesReturnType } from '../onramp/getOnrampFees.js'
export { assertOnrampAmount, type AssertOnrampAmountParameters } from '../onramp/assertOnrampAmount.js'
export {
  createPlaceholderQuote,
  PLACEHOLDER_QUOTE_ID,
  type CreatePlaceholderQuoteParameters,
} from '../onramp/createPlaceholderQuote.js'

// Activity (account history; needs a project id)
export { FetchTransactionsError } from '../errors/activityErrors.js'
export { activityState, resetActivityState, type ActivityPage, type ActivityState } from '../activity/activityState.js'
export {
  fetchTransactions,
  type FetchTransactionsParameters,
  type FetchTransactionsReturnType,
} from '../activity/fetchTransactions.js'
export { isSpamTransaction } from '../activity/isSpamTransaction.js'
export { groupTransactionsByMonth, type TransactionMonthGroup } from '../activity/groupTransactionsByMonth.js'

// NFTs the account holds, derived from its history (the spec has no NFT listing API; needs a project id)
export { deriveNfts, type DeriveNftsParameters, type DeriveNftsReturnType, type HeldNft } from '../nfts/deriveNfts.js'
export { nftsState, resetNftsState, type NftsState } from '../nfts/nftsState.js'
export {
  fetchNfts,
  NFT_HISTORY_PAGE_LIMIT,
  type FetchNftsParameters,
  type FetchNftsReturnType,
} from '../nfts/fetchNfts.js'

// Wallet directory (AllWallets; needs a project id) and analytics (off unless enabled)
export {
  createWalletDirectoryClient,
  type CreateWalletDirectoryClientParameters,
  type DirectoryImageKind,
  type GetWalletsParameters,
  type WalletDirectoryClient,
  type WalletRecord,
} from '../walletDirectory/createWalletDirectoryClient.js'
export { getWalletDirectory } from '../walletDirectory/getWalletDirectory.js'
export {
  walletDirectoryState,
  resetWalletDirectoryState,
  type WalletDirectoryState,
} from '../walletDirectory/walletDirectoryState.js'
export {
  FEATURED_WALLETS_COUNT,
  IMAGE_PRELOAD_TIMEOUT_MS,
  PRELOADED_IMAGES,
  WALLET_SEARCH_ENTRIES,
  WALLETS_PAGE_SIZE,
} from '../walletDirectory/directoryConstants.js'
export { fetchWallets } from '../walletDirectory/fetchWallets.js'
export { withoutConnectors } from '../walletDirectory/directoryQuery.js'
export { searchWallets } from '../walletDirectory/searchWallets.js'
export { fetchFeaturedWallets } from '../walletDirectory/fetchFeaturedWallets.js'
export { preloadWalletImages, type PreloadWalletImagesParameters } from '../walletDirectory/preloadWalletImages.js'
export { sendAnalyticsEvent, type AnalyticsEvent } from '../analytics/sendAnalyticsEvent.js'
// Network, token and currency images: the app's own, or the hosted image endpoints with a project id.
export {
  currencyImageUrl,
  DIRECTORY_IMAGE_PATHS,
  hostedImageUrl,
  networkImageUrl,
  tokenImageUrl,
  type HostedImageUrlParameters,
} from '../api/hostedImageUrl.js'
