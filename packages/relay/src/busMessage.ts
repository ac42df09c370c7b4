import type { StoredMessage } from './messageStore.js'

/**
 * A message as it travels between instances: a fixed binary header, the short strings each with a length,
 * then the message text as the rest of the payload. Nothing is escaped or parsed: the receiving instance
 * reads each field from its offset, and the message text (the bulk of the bytes) is copied once each way.
 *
 * Layout (big-endian): version byte, flags byte (1 = has a tag, 2 = has an attestation), publishedAt,
 * expiresAt and tag as float64, bytes as uint32, then origin, topic, id, senderClientId and (if flagged)
 * attestation, each as a uint32 byte length and UTF-8, then the message.
 */
const VERSION = 0xa1
const HAS_TAG = 1
const HAS_ATTESTATION = 2
const FIXED_BYTES = 2 + 8 * 3 + 4
const LENGTH_BYTES = 4

/** A message from the bus with the instance that accepted it. */
export type BusMessage = { origin: string; stored: StoredMessage }

/**
 * Encodes a message for the bus.
 *
 * @example
 * const payload = encodeBusMessage('9f2c1a0b7e6d5c4b', stored) // Uint8Array for nats.publish
 */
export function encodeBusMessage(origin: string, stored: StoredMessage): Uint8Array {
  const { topic, message, id, publishedAt, expiresAt, senderClientId, tag, bytes, attestation } = stored
  const strings = attestation ? [origin, topic, id, senderClientId, attestation] : [origin, topic, id, senderClientId]
  const lengths = strings.map((text) => Buffer.byteLength(text, 'utf8'))
  const head = FIXED_BYTES + lengths.reduce((sum, length) => sum + LENGTH_BYTES + length, 0)
  const buffer = Buffer.allocUnsafe(head + Buffer.byteLength(message, 'utf8'))
  buffer[0] = VERSION
  buffer[1] = (tag === undefined ? 0 : HAS_TAG) | (attestation ? HAS_ATTESTATION : 0)
  buffer.writeDoubleBE(publishedAt, 2)
  buffer.writeDoubleBE(expiresAt, 10)
  buffer.writeDoubleBE(tag ?? 0, 18)
  buffer.writeUInt32BE(bytes, 26)
  let offset = FIXED_BYTES
  strings.forEach((text, i) => {
    buffer.writeUInt32BE(lengths[i]!, offset)
    offset += LENGTH_BYTES + buffer.write(text, offset + LENGTH_BYTES, 'utf8')
  })
  buffer.write(message, offset, 'utf8')
  return buffer
}

/**
 * Decodes a bus payload; undefined for anything that is not one (another program on the same subjects, or
 * a payload cut short).
 *
 * @example
 * decodeBusMessage(encodeBusMessage('9f2c1a0b7e6d5c4b', stored)) // { origin: '9f2c1a0b7e6d5c4b', stored }
 * decodeBusMessage(new TextEncoder().encode('{"o":"x"}')) // undefined
 */
export function decodeBusMessage(payload: Uint8Array): BusMessage | undefined {
  if (payload.byteLength < FIXED_BYTES || payload[0] !== VERSION) return undefined
  const buffer = Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength)
  const flags = buffer[1]!
  let offset = FIXED_BYTES
  const next = (): string | undefined => {
    if (offset + LENGTH_BYTES > buffer.length) return undefined
    const end = offset + LENGTH_BYTES + buffer.readUInt32BE(offset)
    if (end > buffer.length) return undefined
    const text = buffer.toString('utf8', offset + LENGTH_BYTES, end)
    offset = end
    return text
  }
  const [origin, topic, id, senderClientId] = [next(), next(), next(), next()]
  const attestation = flags & HAS_ATTESTATION ? next() : ''
  const fields = [origin, topic, id, senderClientId, attestation]
  if (fields.some((field) => field === undefined)) return undefined
  const stored: StoredMessage = {
    topic: topic!,
    message: buffer.toString('utf8', offset),
    id: id!,
    publishedAt: buffer.readDoubleBE(2),
    expiresAt: buffer.readDoubleBE(10),
    senderClientId: senderClientId!,
    tag: flags & HAS_TAG ? buffer.readDoubleBE(18) : undefined,
    bytes: buffer.readUInt32BE(26),
    ...(attestation ? { attestation } : {}),
  }
  return { origin: origin!, stored }
}
