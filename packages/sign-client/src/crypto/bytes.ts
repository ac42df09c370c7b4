import { base64, base64urlnopad } from '@scure/base'
import { MissingOrInvalidError } from '../errors/protocolErrors.js'

/** How an envelope is written as text: standard base64 with padding (relay) or base64url (link mode). */
export type EnvelopeEncoding = 'base64' | 'base64url'

const HEX = /^(?:[0-9a-f]{2})*$/i

/**
 * Decodes hex into bytes, requiring an exact byte length when one is given. Throws
 * `MissingOrInvalidError` naming `what`, never a library error.
 *
 * @example
 * hexToBytes('00ff', 'iv') // Uint8Array [0, 255]
 */
export function hexToBytes(hex: unknown, what: string, length?: number): Uint8Array {
  if (typeof hex !== 'string' || !HEX.test(hex)) throw new MissingOrInvalidError(`${what}: not hex`)
  if (length !== undefined && hex.length !== length * 2) {
    throw new MissingOrInvalidError(`${what}: expected ${length} bytes`)
  }
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/**
 * Lowercase hex of `bytes`, the form every key and topic takes on the wire.
 *
 * @example
 * bytesToHex(new Uint8Array([0, 255])) // '00ff'
 */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/**
 * Writes bytes as an envelope string.
 *
 * @example
 * encodeBytes(new Uint8Array([2, 123, 125]), 'base64') // 'Ans9'
 */
export function encodeBytes(bytes: Uint8Array, encoding: EnvelopeEncoding): string {
  if (encoding === 'base64url') return base64urlnopad.encode(bytes)
  return base64.encode(bytes)
}

/**
 * Reads an envelope string into bytes. base64 must be padded; base64url is accepted with or without
 * padding, since link-mode senders differ. Throws `MissingOrInvalidError` on bad text.
 *
 * @example
 * decodeBytes('Ans9', 'base64') // Uint8Array [2, 123, 125]
 */
export function decodeBytes(text: unknown, encoding: EnvelopeEncoding): Uint8Array {
  if (typeof text !== 'string') throw new MissingOrInvalidError('envelope: not a string')
  try {
    if (encoding === 'base64url') return base64urlnopad.decode(text.replace(/=+$/, ''))
    return base64.decode(text)
  } catch (cause) {
    throw new MissingOrInvalidError(`envelope: not ${encoding}`, { cause })
  }
}

const utf8Decoder = new TextDecoder('utf-8', { fatal: true })
const utf8Encoder = new TextEncoder()

/**
 * Encodes a string as UTF-8.
 *
 * @example
 * utf8ToBytes('{}') // Uint8Array [123, 125]
 */
export function utf8ToBytes(text: string): Uint8Array {
  return utf8Encoder.encode(text)
}

/**
 * Decodes UTF-8, refusing invalid sequences with `MissingOrInvalidError`.
 *
 * @example
 * bytesToUtf8(new Uint8Array([123, 125])) // '{}'
 */
export function bytesToUtf8(bytes: Uint8Array): string {
  try {
    return utf8Decoder.decode(bytes)
  } catch (cause) {
    throw new MissingOrInvalidError('envelope: payload is not UTF-8', { cause })
  }
}
