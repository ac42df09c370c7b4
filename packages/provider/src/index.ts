export {
  WalletConnectProvider,
  type ProviderConnectParameters,
  type RequestArguments,
  type WalletConnectProviderOptions,
} from './WalletConnectProvider.js'
export {
  CallStatusNotApprovedError,
  ChainSwitchError,
  ConnectTimeoutError,
  IncompatibleRpcUrlError,
  InvalidChainIdError,
  InvalidProviderOptionError,
  NamespaceNotConfiguredError,
  PROVIDER_ERROR_CODES,
  ProviderNotConnectedError,
  ProviderRpcError,
  RpcProviderNotFoundError,
  RpcRequestFailedError,
  RpcTimeoutError,
} from './errors.js'
export { httpRpcRequest, RPC_TIMEOUT_MS, type HttpRpcRequestParameters } from './httpRpc.js'
export { EIP5792_METHODS, routeOf, SAFE_READ_METHODS, type Route } from './routing.js'
export {
  accountsOn,
  approvedChains,
  normalizeRpcMap,
  requestedChain,
  toCaip2,
  toProviderChainId,
  type ChainIdLike,
  type ProviderNamespace,
} from './chains.js'
export {
  DEFAULT_EIP155_EVENTS,
  DEFAULT_EIP155_METHODS,
  DEFAULT_SOLANA_METHODS,
  type ProviderConnectNamespaces,
} from './namespaces.js'
