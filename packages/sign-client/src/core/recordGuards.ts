// Checks of stored records, run as they are read back (createStore's `isValid`). Hand-written rather
// than zod: zod/mini schemas of these shapes add about 6 KB gzip to a dapp bundle whose budget has
// about 7 KB left. They check types, not formats: a record the client itself wrote always passes, so a
// stricter rule in a later version cannot drop a live session.
import type {
  AuthRequestStruct,
  PairingStruct,
  PendingRequestStruct,
  ProposalStruct,
  SessionStruct,
} from '../types/protocol.js'
import type { JsonRpcRecord } from '../types/historyRecord.js'
import type { RoleMark } from '../types/roleMark.js'
import type { StoreKey } from './createStore.js'

type Fields = Record<string, unknown>

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString)
const isOptional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value)
const isRecordOf = (value: unknown, check: (value: Fields) => boolean) =>
  isObject(value) && Object.values(value).every((entry) => isObject(entry) && check(entry))

const isRelay = (value: unknown) => isObject(value) && isString(value.protocol)
const isParticipant = (value: unknown) => isObject(value) && isString(value.publicKey) && isObject(value.metadata)
const isProposalNamespaces = (value: unknown) =>
  isRecordOf(value, (ns) => isStrings(ns.methods) && isStrings(ns.events) && isOptional(ns.chains, isStrings))
const isSessionNamespaces = (value: unknown) =>
  isRecordOf(
    value,
    (ns) => isStrings(ns.accounts) && isStrings(ns.methods) && isStrings(ns.events) && isOptional(ns.chains, isStrings),
  )

/**
 * A stored session, under its own topic.
 *
 * @example
 * createStore(storage, 'wc@2:agentry::session', { isValid: isSessionRecord })
 */
export function isSessionRecord(value: unknown, key: StoreKey): value is SessionStruct {
  return (
    isObject(value) &&
    value.topic === key &&
    isOptional(value.pairingTopic, isString) &&
    isRelay(value.relay) &&
    isNumber(value.expiry) &&
    typeof value.acknowledged === 'boolean' &&
    isString(value.controller) &&
    isSessionNamespaces(value.namespaces) &&
    isProposalNamespaces(value.requiredNamespaces) &&
    isProposalNamespaces(value.optionalNamespaces) &&
    isParticipant(value.self) &&
    isParticipant(value.peer)
  )
}

/**
 * A stored proposal, under its own id.
 *
 * @example
 * createStore(storage, 'wc@2:agentry::proposal', { isValid: isProposalRecord })
 */
export function isProposalRecord(value: unknown, key: StoreKey): value is ProposalStruct {
  return (
    isObject(value) &&
    value.id === key &&
    isString(value.pairingTopic) &&
    isNumber(value.expiryTimestamp) &&
    Array.isArray(value.relays) &&
    value.relays.every(isRelay) &&
    isParticipant(value.proposer) &&
    isProposalNamespaces(value.requiredNamespaces) &&
    isProposalNamespaces(value.optionalNamespaces)
  )
}

/**
 * A stored session request waiting for the wallet, under its own id.
 *
 * @example
 * createStore(storage, 'wc@2:agentry::pendingRequest', { isValid: isPendingRequestRecord })
 */
export function isPendingRequestRecord(value: unknown, key: StoreKey): value is PendingRequestStruct {
  return (
    isObject(value) &&
    value.id === key &&
    isString(value.topic) &&
    isObject(value.params) &&
    isString(value.params.chainId) &&
    isObject(value.params.request) &&
    isString(value.params.request.method) &&
    isObject(value.verifyContext)
  )
}

/**
 * A stored pairing, under its own topic.
 *
 * @example
 * createStore(storage, 'wc@2:agentry::pairing', { isValid: isPairingRecord })
 */
export function isPairingRecord(value: unknown, key: StoreKey): value is PairingStruct {
  return (
    isObject(value) &&
    value.topic === key &&
    isNumber(value.expiry) &&
    isRelay(value.relay) &&
    typeof value.active === 'boolean' &&
    isOptional(value.methods, isStrings) &&
    isOptional(value.peerMetadata, isObject) &&
    (value.transportType === undefined || value.transportType === 'relay' || value.transportType === 'link_mode')
  )
}

/**
 * A stored sign-in request waiting for the wallet, under its own id.
 *
 * @example
 * createStore(storage, 'wc@2:agentry::authRequest', { isValid: isAuthRequestRecord })
 */
export function isAuthRequestRecord(value: unknown, key: StoreKey): value is AuthRequestStruct {
  return (
    isObject(value) &&
    value.id === key &&
    isString(value.pairingTopic) &&
    isNumber(value.expiryTimestamp) &&
    isObject(value.params) &&
    isParticipant(value.params.requester) &&
    isObject(value.params.authPayload) &&
    isStrings(value.params.authPayload.chains)
  )
}

/**
 * A stored JSON-RPC history record, under its own id.
 *
 * @example
 * createStore(storage, 'wc@2:agentry::history', { isValid: isJsonRpcRecord })
 */
export function isJsonRpcRecord(value: unknown, key: StoreKey): value is JsonRpcRecord {
  return (
    isObject(value) &&
    value.id === key &&
    isString(value.topic) &&
    isObject(value.request) &&
    isString(value.request.method) &&
    isOptional(value.response, isObject) &&
    isOptional(value.expiry, isNumber)
  )
}

/**
 * A stored key: hex text.
 *
 * @example
 * createStore(storage, 'wc@2:agentry::keychain', { isValid: isKeyRecord })
 */
export function isKeyRecord(value: unknown): value is string {
  return isString(value) && /^[0-9a-f]+$/.test(value)
}

/**
 * A stored expiry: unix seconds.
 *
 * @example
 * createStore(storage, 'wc@2:agentry::expirer', { isValid: isExpiryRecord })
 */
export function isExpiryRecord(value: unknown): value is number {
  return isNumber(value)
}

/**
 * A stored role mark: which side this client is on a topic.
 *
 * @example
 * createStore(storage, 'wc@2:agentry::role', { isValid: isRoleMark })
 */
export function isRoleMark(value: unknown): value is RoleMark {
  return typeof value === 'object' && value !== null && ['dapp', 'wallet'].includes((value as RoleMark).role)
}
