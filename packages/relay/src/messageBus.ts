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
