export { decodeDidKey, encodeDidKey } from './didKey.js'
export { InvalidDidKeyError, RelayJwtError, type RelayJwtErrorReason } from './errors.js'
export {
  signRelayJwt,
  verifyRelayJwt,
  type RelayJwtPayload,
  type SignRelayJwtParameters,
  type VerifyRelayJwtParameters,
} from './jwt.js'
export { generateRelayKeyPair, type RelayKeyPair } from './keyPair.js'
