// Errors
export { BaseError, type BaseErrorParameters, type ErrorCode } from './errors/BaseError.js'
export { ConfigError } from './errors/ConfigError.js'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './errors/caipErrors.js'
export {
  ChainNotSupportedError,
  ChainSwitchNotSupportedError,
  LastNetworkRemovalError,
  NetworkNotFoundError,
  RpcCallNotAllowedError,
} from './errors/networkErrors.js'
export {
  NotConnectedError,
  ProviderNotFoundError,
  ProviderRequestError,
  UserRejectedError,
  type RejectedAction,
} from './errors/providerErrors.js'
export { SessionFetchError, VerifyMessageError } from './errors/siwxErrors.js'
export { RequestAbortedError } from './errors/rpcErrors.js'

// CAIP
export type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from './caip/types.js'
export { isEvmAddress } from './caip/isEvmAddress.js'
export { parseCaipAddress, type ParseCaipAddressReturnType } from './caip/parseCaipAddress.js'
export { parseCaipNetworkId, type ParseCaipNetworkIdReturnType } from './caip/parseCaipNetworkId.js'

// Networks
export { defineNetwork, type DefineNetworkParameters } from './networks/defineNetwork.js'
export { createLocalDevChain, localDevChain, type CreateLocalDevChainParameters } from './networks/localDevChain.js'
export { ethereumMainnet } from './networks/ethereumMainnet.js'
export { bitcoinMainnet } from './networks/bitcoinMainnet.js'

// Options
export type { Features, Metadata, ModalOptions, ServiceUrls, SocialProvider, TokenListEntry, WalletFeature } from './options/types.js'
export { defaultFeatures } from './options/defaultFeatures.js'
export { DEFAULT_SERVICE_URLS, optionsState, type OptionsState } from './options/optionsState.js'
export { initModal } from './options/initModal.js'
export { isMobile } from './options/isMobile.js'
export { getWalletFeatures } from './options/getWalletFeatures.js'

// Router
export type { RouterData, ViewName } from './router/types.js'
export { routerState, type RouterState } from './router/routerState.js'
export { goBackToIndex, pushView, replaceView, resetView } from './router/navigate.js'
export { goBack } from './router/goBack.js'
export {
  transactionStackState,
  type TransactionStackAction,
  type TransactionStackEntry,
  type TransactionStackState,
} from './router/transactionStackState.js'
export { pushTransactionStack, type PushTransactionStackParameters } from './router/pushTransactionStack.js'
export { popTransactionStack, type TransactionOutcome } from './router/popTransactionStack.js'
export { finishSend } from './router/finishSend.js'

// Modal
export { modalState, SHAKE_DURATION_MS, type ModalState } from './modal/modalState.js'
export { openModal, type OpenModalParameters } from './modal/openModal.js'
export { closeModal } from './modal/closeModal.js'

// Wallet requests and approval
export {
  isSafeRpcMethod,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  type SafeRpcMethod,
  type UnsafeRpcMethod,
} from './rpc/rpcMethods.js'
export {
  pendingRequestsState,
  type PendingRequest,
  type PendingRequestsState,
  type RpcRequest,
} from './rpc/pendingRequestsState.js'
export { requestApproval } from './rpc/requestApproval.js'
export { approvePendingRequest } from './rpc/approvePendingRequest.js'
export { rejectPendingRequest } from './rpc/rejectPendingRequest.js'

// Connectors
export type {
  ConnectMethod,
  Connector,
  ConnectorInfo,
  ConnectorSection,
  ConnectorType,
  Eip1193Provider,
} from './connectors/types.js'
export { addConnector, connectorsState, getConnector, removeConnector, type ConnectorsState } from './connectors/connectorsState.js'
export { INJECTED_CONNECTOR_ID, watchInjectedConnectors } from './connectors/watchInjectedConnectors.js'
export {
  CONNECTOR_SECTION_ORDER,
  getConnectorSections,
  type ConnectorSectionEntry,
} from './connectors/getConnectorSections.js'
export { getConnectMethodsOrder } from './connectors/getConnectMethodsOrder.js'
export {
  createMockConnector,
  type CreateMockConnectorParameters,
  type CreateMockConnectorReturnType,
} from './connectors/mock/createMockConnector.js'
export { type MockConnectorFeatures, type MockProvider } from './connectors/mock/createMockProvider.js'
export { MockProviderRpcError } from './connectors/mock/MockProviderRpcError.js'
export { addRecentWallet, getRecentWallets, MAX_RECENT_WALLETS, type RecentWallet } from './connectors/recentWallets.js'

// Chain and account
export {
  chainState,
  getActiveChain,
  type Account,
  type AccountState,
  type AccountStatus,
  type AccountType,
  type ChainAdapterState,
  type ChainState,
  type NetworkState,
} from './chain/chainState.js'
export { getActiveAccount } from './chain/getActiveAccount.js'
export { getActiveNetwork } from './chain/getActiveNetwork.js'
export { findNetwork, getNetwork } from './chain/findNetwork.js'
export { switchNetwork } from './chain/switchNetwork.js'
export { isUnsupportedChain } from './chain/isUnsupportedChain.js'
export { getNamespaceNetworks } from './chain/resolveNetworkState.js'
export { removeNetwork } from './chain/removeNetwork.js'
export { assertNetworkAllowed } from './chain/assertNetworkAllowed.js'
export { DEFAULT_ACCOUNT_TYPES } from './account/defaultAccountTypes.js'
export { resolveAccountType, type ResolveAccountTypeParameters } from './account/resolveAccountType.js'
export { loadSmartAccountNetworks } from './account/loadSmartAccountNetworks.js'
export { ACCOUNT_TABS, setAccountTab, type AccountTab } from './account/accountTabs.js'
export { fetchIdentity } from './account/fetchIdentity.js'

// Send form
export type { TokenBalance } from './balance/tokenBalance.js'
export { resetSendState, sendState, type SendState } from './send/sendState.js'

// Connection
export {
  connectionState,
  getActiveConnection,
  type Connection,
  type ConnectionState,
  type ConnectionStatus,
} from './connection/connectionState.js'
export { connect, type ConnectParameters } from './connection/connect.js'
export { disconnect, type DisconnectParameters } from './connection/disconnect.js'
export { syncConnection } from './connection/syncConnection.js'

// Balance and format
export { BALANCE_UNAVAILABLE, fetchBalance, type FetchBalanceParameters } from './balance/fetchBalance.js'
export { fetchTokenBalances, type FetchTokenBalancesParameters } from './balance/fetchTokenBalances.js'
export { supportsBalances } from './balance/supportsBalances.js'
export { formatBalance, formatBalanceExact } from './format/formatBalance.js'
export { shortenAddress } from './format/shortenAddress.js'

// Sign-in
export type { IntervalTimers, SiwxConfig, SiwxMessageParams, SiwxSession } from './siwx/types.js'
export { siwxState, type SiwxState, type SiwxStatus } from './siwx/siwxState.js'
export { createSiweConfig, SIWX_REFETCH_INTERVAL_MS, type CreateSiweConfigParameters } from './siwx/createSiweConfig.js'
export {
  createSiweApiClient,
  type CreateSiweApiClientParameters,
  type SiweApiClient,
} from './siwx/createSiweApiClient.js'
export { SIGN_IN_STATEMENT } from './siwx/signInStatement.js'
export { isValidSession } from './siwx/isValidSession.js'
export { isSignInPending } from './siwx/isSignInPending.js'
export { refreshSession } from './siwx/refreshSession.js'
export { signIn } from './siwx/signIn.js'
export { signOut } from './siwx/signOut.js'
export { cancelSignIn } from './siwx/cancelSignIn.js'
export { requestSignInIfNeeded } from './siwx/requestSignInIfNeeded.js'

// Test and app support
export { resetAllState } from './resetAllState.js'

// Storage and caches
export {
  BALANCE_CACHE_TTL_MS,
  BALANCE_RETRY_BLOCK_MS,
  balanceRetryBlock,
  ENS_CACHE_TTL_MS,
  ensNameCache,
  IDENTITY_CACHE_TTL_MS,
  identityCache,
  nativeBalanceCache,
  portfolioCache,
  type CachedBalance,
  type Identity,
} from './storage/caches.js'
export { createTtlCache, type CreateTtlCacheParameters, type TtlCache } from './storage/createTtlCache.js'
export { getConnectedNamespaces } from './storage/connectedNamespaces.js'
export { STORAGE_PREFIX, STORAGE_VERSION, type StorageKey } from './storage/storage.js'

// Alerts, snackbar and the errors of the numbers, transactions and EVM entries (light, for instanceof checks)
export { DivisionByZeroError, InvalidDecimalPlacesError, InvalidNumberError, InvalidRoundingModeError } from './errors/numberErrors.js'
export { AdapterNotFoundError, ChainAdapterNotFoundError } from './errors/adapterErrors.js'
export { ALERTS, type Alert, type AlertCode, type AlertSeverity } from './alerts/alerts.js'
export { alertState, type AlertState } from './alerts/alertState.js'
export { showAlert } from './alerts/showAlert.js'
export { showAlertOnce, type ShowAlertOnceParameters } from './alerts/showAlertOnce.js'
export { closeAlert } from './alerts/closeAlert.js'
export { alertFromServerMessage } from './alerts/alertFromServerMessage.js'
export {
  SNACKBAR_DURATION_MS,
  snackbarState,
  TOAST_SWAP_DELAY_MS,
  type SnackbarState,
  type SnackbarSvg,
  type SnackbarVariant,
} from './snackbar/snackbarState.js'
export { showSuccess } from './snackbar/showSuccess.js'
export { showError } from './snackbar/showError.js'
export { showLoading } from './snackbar/showLoading.js'
export { showInfo, type ShowInfoParameters } from './snackbar/showInfo.js'
export { hideSnackbar } from './snackbar/hideSnackbar.js'
export {
  InvalidTransactionHashError,
  TransactionNotFoundError,
  TransactionRpcError,
  WaitForTransactionReceiptTimeoutError,
} from './errors/transactionErrors.js'
export type { AdapterBalance, AdapterConnection, AdapterSendParameters, AdapterWatchHandlers, ChainAdapter } from './adapters/types.js'
export { getAdapter } from './adapters/getAdapter.js'
export {
  EstimateGasFailedError,
  InvalidCallError,
  InvalidSendParametersError,
  SendTransactionFailedError,
  SignMessageFailedError,
  WalletCapabilitiesError,
} from './errors/walletErrors.js'
export { InvalidCommitmentError, SolanaSendFailedError, UnsupportedChainError } from './errors/solanaErrors.js'
export { HttpStatusError, MissingRpcUrlError, RpcRequestError } from './errors/rpcRequestErrors.js'

// Hosted Blockchain API (used when a project id is configured)
export { API_TIMEOUT_MS } from './api/requestJson.js'
export {
  BLOCKCHAIN_API_SDK_TYPE,
  createBlockchainApiClient,
  type BlockchainApiClient,
  type CreateBlockchainApiClientParameters,
  type SupportedChains,
} from './api/createBlockchainApiClient.js'
export { getBlockchainApi } from './api/getBlockchainApi.js'
export { getBundlerUrl, getRpcProxyUrl } from './api/serviceRpcUrls.js'
export { FeatureUnavailableError, type HostedFeature } from './errors/featureErrors.js'
export { NetworkNotServedError } from './errors/balanceErrors.js'
export type { AccountDataProvider } from './providers/types.js'
export { getAccountDataProvider } from './providers/getAccountDataProvider.js'
export { createHostedProvider } from './providers/createHostedProvider.js'
export { createDirectProvider } from './providers/createDirectProvider.js'
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
} from './api/onrampApi.js'
export type {
  FetchHistoryParameters,
  FetchHistoryReturnType,
  HistoryApi,
  WalletNftInfo,
  WalletTransaction,
  WalletTransfer,
} from './api/historyApi.js'
export type { HostedSession, RevokeSessionParameters, SessionsApi } from './api/sessionsApi.js'

// On-ramp (buy crypto; needs a project id)
export { InvalidOnrampAmountError, OnrampAmountOutOfRangeError, OnrampSelectionError } from './errors/onrampErrors.js'
export { ONRAMP_PROVIDERS, type OnrampProvider } from './onramp/onrampProviders.js'
export { SAMPLE_ONRAMP_OPTIONS } from './onramp/sampleOnrampOptions.js'
export { onrampState, resetOnrampState, type OnrampState } from './onramp/onrampState.js'
export { loadOnrampOptions } from './onramp/loadOnrampOptions.js'
export { getOnrampQuote } from './onramp/getOnrampQuote.js'
export { generateOnrampUrl, type GenerateOnrampUrlParameters } from './onramp/generateOnrampUrl.js'
export { getOnrampFees, type GetOnrampFeesReturnType } from './onramp/getOnrampFees.js'
export { assertOnrampAmount, type AssertOnrampAmountParameters } from './onramp/assertOnrampAmount.js'
export {
  createPlaceholderQuote,
  PLACEHOLDER_QUOTE_ID,
  type CreatePlaceholderQuoteParameters,
} from './onramp/createPlaceholderQuote.js'

// Activity (account history; needs a project id)
export { FetchTransactionsError } from './errors/activityErrors.js'
export { activityState, resetActivityState, type ActivityPage, type ActivityState } from './activity/activityState.js'
export {
  fetchTransactions,
  type FetchTransactionsParameters,
  type FetchTransactionsReturnType,
} from './activity/fetchTransactions.js'
export { isSpamTransaction } from './activity/isSpamTransaction.js'
export { groupTransactionsByMonth, type TransactionMonthGroup } from './activity/groupTransactionsByMonth.js'

// Wallet directory (AllWallets; needs a project id) and analytics (off unless enabled)
export {
  createWalletDirectoryClient,
  type CreateWalletDirectoryClientParameters,
  type DirectoryImageKind,
  type GetWalletsParameters,
  type WalletDirectoryClient,
  type WalletRecord,
} from './walletDirectory/createWalletDirectoryClient.js'
export { getWalletDirectory } from './walletDirectory/getWalletDirectory.js'
export { walletDirectoryState, resetWalletDirectoryState, type WalletDirectoryState } from './walletDirectory/walletDirectoryState.js'
export {
  FEATURED_WALLETS_COUNT,
  IMAGE_PRELOAD_TIMEOUT_MS,
  PRELOADED_IMAGES,
  WALLET_SEARCH_ENTRIES,
  WALLETS_PAGE_SIZE,
} from './walletDirectory/directoryConstants.js'
export { fetchWallets } from './walletDirectory/fetchWallets.js'
export { searchWallets } from './walletDirectory/searchWallets.js'
export { fetchFeaturedWallets } from './walletDirectory/fetchFeaturedWallets.js'
export { preloadWalletImages, type PreloadWalletImagesParameters } from './walletDirectory/preloadWalletImages.js'
export { sendAnalyticsEvent, type AnalyticsEvent } from './analytics/sendAnalyticsEvent.js'
