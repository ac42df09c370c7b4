import type { StoredMessage } from './messageStore.js'

/**
 * Live delivery between relay instances. An instance announces each message it accepts; the others
 * receive it when one of their connections is subscribed to its topic, and deliver it as their own.
 */
export interface MessageBus {
  /** Announces a message accepted on this instance to the instances watching its topic. */
  announce(stored: StoredMessage): void
  /**
   * Starts receiving the topic's messages from other instances. Resolves once the engine has the interest
   * (or after a bounded wait while it is unreachable), so a message announced afterwards is not missed.
   */
  watch(topic: string): Promise<void>
  /** Stops receiving the topic's messages. */
  unwatch(topic: string): void
  /** Sends what is still buffered, then disconnects. */
  close(): Promise<void>
}

/** Characters a NATS subject token may hold without escaping; WalletConnect topics are hex. */
const SAFE_TOKEN = /^[A-Za-z0-9_-]+$/

/**
 * The NATS subject of a topic under a prefix. A topic that is not a plain token (it may hold dots, spaces or
 * wildcards) is sent hex-encoded under another branch, so two topics never share a subject.
 *
 * @example
 * topicSubject('agentry-relay', 'ab12') // 'agentry-relay.t.ab12'
 * topicSubject('agentry-relay', 'a.b') // 'agentry-relay.h.612e62'
 */
export function topicSubject(prefix: string, topic: string): string {
  if (SAFE_TOKEN.test(topic)) return `${prefix}.t.${topic}`
  return `${prefix}.h.${Buffer.from(topic, 'utf8').toString('hex')}`
}

/** A message as it travels between instances, with the instance that accepted it. */
type WireMessage = {
  o: string
  t: string
  m: string
  i: string
  p: number
  e: number
  s: string
  g: number | null
  b: number
  /** The publisher's attestation, when it sent one. */
  a?: string
}

/** Encodes a message for the bus. */
export function encodeBusMessage(origin: string, stored: StoredMessage): string {
  const { topic, message, id, publishedAt, expiresAt, senderClientId, tag, bytes, attestation } = stored
  const wire: WireMessage = {
    o: origin,
    t: topic,
    m: message,
    i: id,
    p: publishedAt,
    e: expiresAt,
    s: senderClientId,
    g: tag ?? null,
    b: bytes,
    ...(attestation ? { a: attestation } : {}),
  }
  return JSON.stringify(wire)
}

/** Decodes a bus message; undefined for anything that is not one (another program on the same subjects). */
export function decodeBusMessage(text: string): { origin: string; stored: StoredMessage } | undefined {
  let wire: Partial<WireMessage>
  try {
    wire = JSON.parse(text) as Partial<WireMessage>
  } catch {
    return undefined
  }
  const strings = [wire.o, wire.t, wire.m, wire.i, wire.s]
  const numbers = [wire.p, wire.e, wire.b]
  if (!strings.every((value) => typeof value === 'string') || !numbers.every((value) => typeof value === 'number')) {
    return undefined
  }
  return {
    origin: wire.o!,
    stored: {
      topic: wire.t!,
      message: wire.m!,
      id: wire.i!,
      publishedAt: wire.p!,
      expiresAt: wire.e!,
      senderClientId: wire.s!,
      tag: typeof wire.g === 'number' ? wire.g : undefined,
      bytes: wire.b!,
      ...(typeof wire.a === 'string' && wire.a !== '' ? { attestation: wire.a } : {}),
    },
  }
}
