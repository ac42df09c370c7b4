export { BaseError, type BaseErrorParameters } from './errors/BaseError.js'
export {
  ExpiredError,
  getSdkError,
  INTERNAL_ERRORS,
  MismatchedTopicError,
  MissingOrInvalidError,
  NoMatchingKeyError,
  NonConformingNamespacesError,
  NotInitializedError,
  ProtocolError,
  SDK_ERRORS,
  UnknownTypeError,
  type InternalErrorKey,
  type SdkErrorKey,
} from './errors/protocolErrors.js'
export {
  InvalidUpdateRequestError,
  PairingExistsError,
  PeerError,
  ScopedPropertiesError,
  SdkError,
  SessionSettlementFailedError,
  UnauthorizedExtendRequestError,
  UnauthorizedUpdateRequestError,
  UnsupportedChainsError,
  UserDisconnectedError,
} from './errors/sdkErrors.js'
export { formatPairingUri, parsePairingUri, type PairingUriParams } from './client/pairing/pairingUri.js'
export {
  isPairingExpired,
  PAIRING_EXPIRY_MARGIN_SECONDS,
  PAIRING_LIFETIME_SECONDS,
  pairingExpiryFrom,
} from './client/pairing/pairingExpiry.js'
export {
  decodeDidKey,
  encodeDidKey,
  generateRelayKeyPair,
  InvalidDidKeyError,
  RelayJwtError,
  signRelayJwt,
  verifyRelayJwt,
  type RelayJwtErrorReason,
  type RelayJwtPayload,
  type RelayKeyPair,
  type SignRelayJwtParameters,
  type VerifyRelayJwtParameters,
} from './relayAuth/index.js'
export { readRawId } from './jsonrpc/rawId.js'
export {
  RelayClient,
  type PublishOptions,
  type RelayClientOptions,
  type RelayDisconnect,
  type RelayMessage,
} from './relay/relayClient.js'
export {
  InvalidRelayUrlError,
  RelayClosedError,
  RelayConnectTimeoutError,
  RelayFrameTooLargeError,
  RelayRequestError,
} from './relay/relayErrors.js'
export { assertRelayUrl } from './relay/relayUrl.js'
export { resolveWebSocket, type RelaySocket, type RelaySocketConstructor } from './relay/webSocket.js'

// Crypto
export { deriveSymKey, generateKeyPair, generateSymKey, getPublicKey, type KeyPair } from './crypto/keys.js'
export { hashKey, hashMessage, topicFromSymKey } from './crypto/hashes.js'
export type { EnvelopeEncoding } from './crypto/bytes.js'
export {
  decodeEnvelope,
  encodeEnvelope,
  ENVELOPE_TYPE_0,
  ENVELOPE_TYPE_1,
  ENVELOPE_TYPE_2,
  peekEnvelopeType,
  validateEnvelope,
  type DecodeEnvelopeOptions,
  type DecodeEnvelopeReturnType,
  type EncodeEnvelopeParameters,
  type EnvelopeInfo,
  type EnvelopeType,
} from './crypto/envelope.js'

// Storage
export type { JsonValue, KeyValueStorage } from './storage/KeyValueStorage.js'
export {
  InvalidStorageOptionError,
  StorageQuotaError,
  StorageReadError,
  StorageWriteError,
} from './storage/storageErrors.js'
export { MemoryStorage, type MemoryStorageParameters } from './storage/MemoryStorage.js'
export { BrowserStorage, type BrowserStorageParameters } from './storage/BrowserStorage.js'
export { NodeFileStorage, type NodeFileStorageParameters } from './storage/NodeFileStorage.js'
export { createDefaultStorage, type CreateDefaultStorageParameters } from './storage/createDefaultStorage.js'
export { createClientStorage, MEMORY_DATABASE, type ClientStorageOptions } from './storage/createClientStorage.js'

// Core
export { createEmitter, type Emitter, type EmitterOptions, type EventMap } from './core/createEmitter.js'
export {
  createStore,
  INVALID_RECORD_WARNING,
  type CreateStoreOptions,
  type Store,
  type StoreKey,
} from './core/createStore.js'
export { KeyChain, type KeyChainParameters } from './core/KeyChain.js'
export { expirerTarget, parseExpirerTarget, type ExpirerTarget } from './core/expirerTarget.js'
export { Expirer, type ExpirerEvents, type ExpirerParameters } from './core/Expirer.js'
export {
  HISTORY_LIMITS,
  JsonRpcHistory,
  type JsonRpcHistoryParameters,
  type JsonRpcRecord,
} from './core/JsonRpcHistory.js'
export { RECENTLY_DELETED_LIMIT, RecentlyDeleted } from './core/RecentlyDeleted.js'
export { payloadId } from './core/payloadId.js'

// The client
export { SignClient, type SignClientOptions } from './client/SignClient.js'
export type { DropReason } from './client/transport/protocolTransport.js'
export type { LinkingApi } from './client/transport/linkMode.js'
export {
  ENGINE_QUEUE_STATES,
  RELAYER_EVENTS,
  WALLETCONNECT_DEEPLINK_CHOICE,
  type SignClientCore,
  type SignClientEngine,
} from './client/compat.js'
export type { SignClientEvents } from './client/context/events.js'
export {
  AuthAudienceRequiredError,
  AuthChainsRequiredError,
  AuthMultiNamespaceError,
  AuthNamespaceUnsupportedError,
  AuthParameterRequiredError,
  AuthRequestNotFoundError,
  ClientClosedError,
  PingTimeoutError,
  RequestExpiredError,
  UnidentifiablePayloadError,
} from './errors/clientErrors.js'
export {
  RPC_OPTIONS,
  RPC_OPTIONS as ENGINE_RPC_OPTS,
  SESSION_LIFETIME_SECONDS,
  PROPOSAL_LIFETIME_SECONDS,
  REQUEST_EXPIRY_BOUNDS,
  type ProtocolMethod,
  type RpcOption,
} from './client/transport/rpcOptions.js'
export {
  encodeRecap,
  decodeRecap,
  formatAuthMessage,
  isValidCacao,
  namespacesFromCacaos,
  parseDidPkh,
  type CacaoCheckOptions,
} from './client/auth/cacao.js'
export type { AuthPayload, Cacao } from './types/cacao.js'
export type {
  AuthRequestParams,
  AuthRequestStruct,
  JsonRpcError,
  JsonRpcRequest,
  JsonRpcResponse,
  Metadata,
  PairingStruct,
  PendingRequestStruct,
  ProposalNamespace,
  ProposalStruct,
  SessionNamespace,
  SessionStruct,
  VerifyContext,
} from './types/protocol.js'

import { SignClient as DefaultSignClient } from './client/SignClient.js'
/** The client as the default export too, as the official package has it (`import SignClient from …`). */
export default DefaultSignClient
