// Errors
export { BaseError, type BaseErrorParameters, type ErrorCode } from './errors/BaseError.js'
export {
  ERROR_CODES,
  ERROR_VARIANTS,
  NOTICE_CODES,
  type ErrorParams,
  type ErrorVariants,
  type MessageCode,
  type NoticeCode,
} from './errors/errorCodes.js'
export { toErrorData, type ErrorData } from './errors/toErrorData.js'
export type { ErrorStateFields } from './errors/errorState.js'
export { DisconnectFailedError } from './errors/disconnectErrors.js'
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
  SignMessageProviderUndefinedError,
  UserRejectedError,
  type RejectedAction,
} from './errors/providerErrors.js'
export { AuthInitError, SessionFetchError, SmartAccountSignInError, VerifyMessageError } from './errors/siwxErrors.js'
export { RequestAbortedError } from './errors/rpcErrors.js'

// CAIP
export type { Account, AccountType, CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from './caip/types.js'
export { isEvmAddress } from './caip/isEvmAddress.js'
export { parseCaipAddress, type ParseCaipAddressReturnType } from './networks/parseCaipAddress.js'
export { parseCaipNetworkId, type ParseCaipNetworkIdReturnType } from './networks/parseCaipNetworkId.js'

// Networks
export { defineNetwork, type DefineNetworkParameters } from './networks/defineNetwork.js'
export { createLocalDevChain, localDevChain, type CreateLocalDevChainParameters } from './networks/localDevChain.js'
export { ethereumMainnet } from './networks/ethereumMainnet.js'
export { bitcoinMainnet } from './networks/bitcoinMainnet.js'
export { ethereumHoodi, ethereumSepolia } from './networks/ethereumTestnets.js'
export {
  arbitrumOne,
  arbitrumSepolia,
  baseMainnet,
  baseSepolia,
  blastMainnet,
  lineaMainnet,
  optimismMainnet,
  optimismSepolia,
  scrollMainnet,
  zkSyncEra,
  zoraMainnet,
} from './networks/layer2Networks.js'
export {
  avalancheFuji,
  avalancheMainnet,
  bscMainnet,
  bscTestnet,
  celoMainnet,
  gnosisMainnet,
  mantleMainnet,
  polygonAmoy,
  polygonMainnet,
} from './networks/evmSidechains.js'
export { solanaDevnet, solanaMainnet, solanaTestnet } from './networks/solanaNetworks.js'
export { allEvmNetworks, allSolanaNetworks } from './networks/builtInNetworks.js'

// Options
export type {
  ConnectMethod,
  Features,
  Metadata,
  ModalOptions,
  ServiceUrls,
  SocialProvider,
  TokenListEntry,
  DataSourceKind,
  DataSources,
  NamesSource,
  WalletFeature,
} from './options/types.js'
export { defaultFeatures } from './options/defaultFeatures.js'
export { DEFAULT_SERVICE_URLS, optionsState, type OptionsState } from './options/optionsState.js'
export { initModal } from './flows/initModal.js'
export { isMobile } from './options/isMobile.js'
export { getHiddenWalletFeatures, getWalletFeatures } from './options/getWalletFeatures.js'

// Router
export type { RouterData, ViewName } from './router/types.js'
export { routerState, type RouterState } from './router/routerState.js'
export { goBackToIndex, pushView, replaceView, resetView } from './router/navigate.js'
export { goBack } from './flows/goBack.js'
export {
  transactionStackState,
  type TransactionStackAction,
  type TransactionStackEntry,
  type TransactionStackState,
} from './router/transactionStackState.js'
export { pushTransactionStack, type PushTransactionStackParameters } from './router/pushTransactionStack.js'
export { popTransactionStack, type TransactionOutcome } from './flows/popTransactionStack.js'
export { finishSend } from './router/finishSend.js'

// Modal
export { modalState, SHAKE_DURATION_MS, type ModalState } from './modal/modalState.js'
export { openModal, type OpenModalParameters } from './flows/openModal.js'
export { closeModal } from './flows/closeModal.js'

// Wallet requests and approval (the one safe list is @agentry/provider's: the provider routes by it)
export {
  isSafeRpcMethod,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  type SafeRpcMethod,
  type UnsafeRpcMethod,
} from '@agentry/provider/rpc-methods'
export {
  pendingRequestsState,
  type PendingRequest,
  type PendingRequestsState,
  type RpcRequest,
} from './rpc/pendingRequestsState.js'
export { requestApproval } from './flows/requestApproval.js'
export { approvePendingRequest } from './flows/approvePendingRequest.js'
export { rejectPendingRequest } from './flows/rejectPendingRequest.js'

// Connectors
export type { Connector, ConnectorInfo, ConnectorSection, ConnectorType } from './connectors/types.js'
export {
  addConnector,
  connectorsState,
  getConnector,
  removeConnector,
  type ConnectorsState,
} from './connectors/connectorsState.js'
export { INJECTED_CONNECTOR_ID, watchInjectedConnectors } from './connectors/watchInjectedConnectors.js'
export {
  CONNECTOR_SECTION_ORDER,
  getConnectorSections,
  type ConnectorSectionEntry,
} from './connectors/getConnectorSections.js'
export { getConnectMethodsOrder } from './connectors/getConnectMethodsOrder.js'
export type { WalletListItem } from './connectors/getWalletList.js'
export type { CuratedWallet, WalletListOptions } from './options/walletListTypes.js'
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
  type AccountState,
  type AccountStatus,
  type ChainAdapterState,
  type ChainState,
  type NetworkState,
} from './chain/chainState.js'
export { getActiveAccount } from './chain/getActiveAccount.js'
export { getActiveNetwork } from './chain/getActiveNetwork.js'
export { findNetwork, getNetwork } from './chain/findNetwork.js'
export { switchNetwork } from './flows/switchNetwork.js'
export { isUnsupportedChain } from './chain/isUnsupportedChain.js'
export { getNamespaceNetworks } from './chain/resolveNetworkState.js'
export { removeNetwork } from './flows/removeNetwork.js'
export { assertNetworkAllowed } from './chain/assertNetworkAllowed.js'
export { DEFAULT_ACCOUNT_TYPES } from './account/defaultAccountTypes.js'
export { resolveAccountType, type ResolveAccountTypeParameters } from './account/resolveAccountType.js'
export { loadSmartAccountNetworks } from './account/loadSmartAccountNetworks.js'
export { ACCOUNT_TABS, setAccountTab, type AccountTab } from './account/accountTabs.js'

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
export { connect, type ConnectParameters } from './flows/connect.js'
export { disconnect, type DisconnectParameters } from './flows/disconnect.js'
export { setEmbeddedWalletRestorer, syncConnection } from './syncConnection.js'
export type { SyncConnectionParameters } from './flows/syncConnection.js'

// Balance and format
export { BALANCE_UNAVAILABLE, fetchBalance, type FetchBalanceParameters } from './flows/fetchBalance.js'
export { formatBalance, formatBalanceExact } from './format/formatBalance.js'
export { shortenAddress } from './format/shortenAddress.js'

// Sign-in
export type { IntervalTimers, SiwxConfig, SiwxMessageParams, SiwxSession } from './options/siwxConfig.js'
export { siwxState, type SiwxState, type SiwxStatus } from './siwx/siwxState.js'
export { createSiweConfig, SIWX_REFETCH_INTERVAL_MS, type CreateSiweConfigParameters } from './siwx/createSiweConfig.js'
export {
  createSiweApiClient,
  SiweServerError,
  type CreateSiweApiClientParameters,
  type SiweApiClient,
} from './siwx/createSiweApiClient.js'
export { SIGN_IN_STATEMENT } from './siwx/signInStatement.js'
export { isValidSession } from './siwx/isValidSession.js'
export { isSignInPending } from './siwx/isSignInPending.js'
export { refreshSession } from './siwx/refreshSession.js'
export { signIn } from './flows/signIn.js'
export { signOut } from './siwx/signOut.js'
export { cancelSignIn } from './flows/cancelSignIn.js'
export { requestSignInIfNeeded } from './flows/requestSignInIfNeeded.js'

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
export {
  DivisionByZeroError,
  InvalidDecimalPlacesError,
  InvalidNumberError,
  InvalidRoundingModeError,
} from './errors/numberErrors.js'
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
export type {
  AdapterBalance,
  AdapterConnection,
  AdapterSendParameters,
  AdapterWatchHandlers,
  ChainAdapter,
  Eip1193Provider,
  NamespaceDescriptor,
} from './adapters/types.js'
export { getNamespace, registerNamespace } from './adapters/namespaces.js'
export { getAdapter } from './flows/getAdapter.js'
export {
  EstimateGasFailedError,
  InvalidCallError,
  InvalidSendParametersError,
  SendTransactionFailedError,
  SignMessageFailedError,
  WalletCapabilitiesError,
  WalletTimeoutError,
} from './errors/walletErrors.js'
export { InvalidCommitmentError, SolanaSendFailedError, UnsupportedChainError } from './errors/solanaErrors.js'
export { HttpStatusError, MissingRpcUrlError, RpcRequestError } from './errors/rpcRequestErrors.js'
