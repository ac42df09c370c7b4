export { SessionProvider, type SessionProviderOptions } from './SessionProvider.js'
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
export { EIP5792_METHODS, routeOf, type Route } from './routing.js'
export {
  isNodeMethod,
  isSafeRpcMethod,
  isWalletReadMethod,
  NODE_METHODS,
  SAFE_RPC_METHODS,
  SESSION_METHODS,
  UNSAFE_RPC_METHODS,
  WALLET_READ_METHODS,
  type NodeMethod,
  type SafeRpcMethod,
  type UnsafeRpcMethod,
  type WalletReadMethod,
} from './rpcMethods.js'
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
