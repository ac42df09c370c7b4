import { chacha20poly1305 } from '@noble/ciphers/chacha.js'
import { randomBytes } from '@noble/hashes/utils.js'
import { MissingOrInvalidError, UnknownTypeError } from '../errors/protocolErrors.js'
import {
  bytesToHex,
  bytesToUtf8,
  decodeBytes,
  encodeBytes,
  hexToBytes,
  utf8ToBytes,
  type EnvelopeEncoding,
} from './bytes.js'
import { deriveSymKey, getPublicKey } from './keys.js'

/** Envelope type bytes: 0 sealed with a shared symKey, 1 sealed with a key derived from the sender's public key inside it, 2 plaintext (link mode only). */
export const ENVELOPE_TYPE_0 = 0
export const ENVELOPE_TYPE_1 = 1
export const ENVELOPE_TYPE_2 = 2

export type EnvelopeType = typeof ENVELOPE_TYPE_0 | typeof ENVELOPE_TYPE_1 | typeof ENVELOPE_TYPE_2

const IV_LENGTH = 12
const TAG_LENGTH = 16
const KEY_LENGTH = 32
/** Smallest well-formed envelope of each type: type byte, header, and (when sealed) the tag of an empty plaintext. */
const MIN_LENGTH: Record<EnvelopeType, number> = {
  0: 1 + IV_LENGTH + TAG_LENGTH,
  1: 1 + KEY_LENGTH + IV_LENGTH + TAG_LENGTH,
  2: 1,
}

export type EncodeEnvelopeParameters = (
  | { type: 0; symKey: string }
  /** The key is derived from `senderPrivateKey` and `receiverPublicKey`; `senderPublicKey` defaults to the private key's. */
  | { type: 1; senderPrivateKey: string; receiverPublicKey: string; senderPublicKey?: string }
  /** Or the caller already holds the derived key. */
  | { type: 1; symKey: string; senderPublicKey: string }
  | { type: 2 }
) & {
  /** The JSON-RPC payload, already serialised. */
  payload: string
  /** `'base64'` (padded) on the relay, the default; `'base64url'` in link mode. */
  encoding?: EnvelopeEncoding
  /** A fixed 12-byte hex IV, only for known-answer tests: reusing an IV under one key breaks the cipher. */
  iv?: string
}

/**
 * Seals a payload into a wire envelope.
 *
 * @example
 * const message = encodeEnvelope({ type: 0, symKey, payload: JSON.stringify(request) })
 * // type 1, for a wc_sessionAuthenticate response:
 * encodeEnvelope({ type: 1, senderPrivateKey: self.privateKey, receiverPublicKey: requester.publicKey, payload })
 */
export function encodeEnvelope(params: EncodeEnvelopeParameters): string {
  const encoding = params.encoding ?? 'base64'
  if (typeof params.payload !== 'string') throw new MissingOrInvalidError('encodeEnvelope() payload')
  const plaintext = utf8ToBytes(params.payload)
  if (params.type === ENVELOPE_TYPE_2) return encodeBytes(concat([Uint8Array.of(2), plaintext]), encoding)

  const iv = params.iv === undefined ? randomBytes(IV_LENGTH) : hexToBytes(params.iv, 'iv', IV_LENGTH)
  if (params.type === ENVELOPE_TYPE_0) {
    const key = hexToBytes(params.symKey, 'symKey', KEY_LENGTH)
    return encodeBytes(concat([Uint8Array.of(0), iv, chacha20poly1305(key, iv).encrypt(plaintext)]), encoding)
  }
  if (params.type === ENVELOPE_TYPE_1) {
    let symKey: string
    let senderPublicKey: string
    if ('senderPrivateKey' in params) {
      symKey = deriveSymKey(params.senderPrivateKey, params.receiverPublicKey)
      senderPublicKey = getPublicKey(params.senderPrivateKey)
      if (params.senderPublicKey !== undefined && params.senderPublicKey.toLowerCase() !== senderPublicKey) {
        throw new MissingOrInvalidError('encodeEnvelope() senderPublicKey does not match senderPrivateKey')
      }
    } else {
      symKey = params.symKey
      senderPublicKey = params.senderPublicKey
    }
    const key = hexToBytes(symKey, 'symKey', KEY_LENGTH)
    const sender = hexToBytes(senderPublicKey, 'senderPublicKey', KEY_LENGTH)
    return encodeBytes(concat([Uint8Array.of(1), sender, iv, chacha20poly1305(key, iv).encrypt(plaintext)]), encoding)
  }
  throw new UnknownTypeError(`encodeEnvelope() type: ${String((params as { type: unknown }).type)}`)
}

export type DecodeEnvelopeOptions = {
  /** The topic's key; needed for type 0. */
  symKey?: string
  /** The receiver's X25519 private key; needed for type 1. */
  receiverPrivateKey?: string
  encoding?: EnvelopeEncoding
}

export type DecodeEnvelopeReturnType = {
  type: EnvelopeType
  payload: string
  /** Set for type 1: the sender's X25519 public key (hex). */
  senderPublicKey?: string
}

/**
 * Opens a wire envelope. Whatever `message` holds, this returns or throws a `ProtocolError`:
 * `UNKNOWN_TYPE` for an unknown type byte, `MISSING_OR_INVALID` for bad text, a short envelope, a
 * missing key or a failed authentication tag. A type 2 envelope is plaintext: callers reading the relay
 * must refuse it (it is only valid in link mode).
 *
 * @example
 * const { payload } = decodeEnvelope(message, { symKey })
 * const request = JSON.parse(payload)
 */
export function decodeEnvelope(message: unknown, options: DecodeEnvelopeOptions = {}): DecodeEnvelopeReturnType {
  options ??= {}
  const bytes = decodeBytes(message, options.encoding ?? 'base64')
  const { type, senderPublicKey } = readHeader(bytes)
  if (type === ENVELOPE_TYPE_2) return { type, payload: bytesToUtf8(bytes.subarray(1)) }

  let key: Uint8Array
  let body: Uint8Array
  if (type === ENVELOPE_TYPE_0) {
    if (options.symKey === undefined) throw new MissingOrInvalidError('decodeEnvelope() symKey')
    key = hexToBytes(options.symKey, 'symKey', KEY_LENGTH)
    body = bytes.subarray(1)
  } else {
    if (options.receiverPrivateKey === undefined) {
      throw new MissingOrInvalidError('decodeEnvelope() receiverPrivateKey')
    }
    key = hexToBytes(deriveSymKey(options.receiverPrivateKey, senderPublicKey!), 'symKey', KEY_LENGTH)
    body = bytes.subarray(1 + KEY_LENGTH)
  }
  const iv = body.subarray(0, IV_LENGTH)
  let plaintext: Uint8Array
  try {
    plaintext = chacha20poly1305(key, iv).decrypt(body.subarray(IV_LENGTH))
  } catch (cause) {
    throw new MissingOrInvalidError('envelope: authentication failed', { cause })
  }
  const payload = bytesToUtf8(plaintext)
  return senderPublicKey === undefined ? { type, payload } : { type, payload, senderPublicKey }
}

export type EnvelopeInfo = { type: EnvelopeType; senderPublicKey?: string }

/**
 * Checks an envelope's shape without opening it: text encoding, type byte and length. Returns its type
 * and, for type 1, the sender's public key; throws `ProtocolError` otherwise.
 *
 * @example
 * const { type, senderPublicKey } = validateEnvelope(message)
 * if (type === 1) decodeEnvelope(message, { receiverPrivateKey: keyChain.get(publicKeyFor(topic)) })
 */
export function validateEnvelope(message: unknown, options: { encoding?: EnvelopeEncoding } = {}): EnvelopeInfo {
  return readHeader(decodeBytes(message, options.encoding ?? 'base64'))
}

/**
 * The type byte of an envelope, read from its first four characters only, so a relay message can be
 * routed cheaply. Throws `ProtocolError` on text too short to hold one or on an unknown type.
 *
 * @example
 * if (peekEnvelopeType(message) === 2) return // plaintext is never accepted from the relay
 */
export function peekEnvelopeType(message: unknown, options: { encoding?: EnvelopeEncoding } = {}): EnvelopeType {
  if (typeof message !== 'string') throw new MissingOrInvalidError('envelope: not a string')
  const encoding = options.encoding ?? 'base64'
  // Four base64 characters hold three whole bytes; base64url without padding may hold fewer.
  const head = message.length >= 4 ? message.slice(0, 4) : message
  const bytes = decodeBytes(head, encoding)
  return typeByte(bytes)
}

function typeByte(bytes: Uint8Array): EnvelopeType {
  if (bytes.length === 0) throw new MissingOrInvalidError('envelope: empty')
  const type = bytes[0]!
  if (type !== 0 && type !== 1 && type !== 2) throw new UnknownTypeError(`envelope type: ${type}`)
  return type
}

function readHeader(bytes: Uint8Array): EnvelopeInfo {
  const type = typeByte(bytes)
  if (bytes.length < MIN_LENGTH[type]) throw new MissingOrInvalidError(`envelope: too short for type ${type}`)
  if (type !== ENVELOPE_TYPE_1) return { type }
  return { type, senderPublicKey: bytesToHex(bytes.subarray(1, 1 + KEY_LENGTH)) }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
