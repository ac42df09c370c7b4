export { BaseError } from './errors/BaseError.js'
export {
  getSdkError,
  INTERNAL_ERRORS,
  ProtocolError,
  SDK_ERRORS,
  type InternalErrorKey,
  type SdkErrorKey,
} from './errors/protocolErrors.js'
export { formatPairingUri, parsePairingUri, type PairingUriParams } from './pairing/pairingUri.js'
export {
  isPairingExpired,
  PAIRING_EXPIRY_MARGIN_SECONDS,
  PAIRING_LIFETIME_SECONDS,
  pairingExpiryFrom,
} from './pairing/pairingExpiry.js'
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
export { RelayClient, type PublishOptions, type RelayClientOptions, type RelayMessage } from './relay/relayClient.js'
export { RelayClosedError, RelayRequestError } from './relay/relayErrors.js'
export { resolveWebSocket, type RelaySocket, type RelaySocketConstructor } from './relay/webSocket.js'
