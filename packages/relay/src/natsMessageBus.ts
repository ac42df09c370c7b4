import type * as Nats from 'nats'
import { RelayClusterError } from './errors.js'
import type { RelayLogger } from './log.js'
import { decodeBusMessage, encodeBusMessage } from './busMessage.js'
import { topicSubject, type MessageBus } from './messageBus.js'
import type { StoredMessage } from './messageStore.js'

export type ConnectNatsBusParameters = {
  url: string
  /** Subjects are `prefix.t.<topic>`: instances with the same prefix form one cluster. */
  prefix: string
  /** This instance's id: what it announces is not delivered back to it. */
  instanceId: string
  /** A message another instance accepted, on a topic this instance watches. */
  onMessage: (stored: StoredMessage) => void
  /** NATS is back after an outage and has this instance's interests again. */
  onReconnect: () => void
  log: RelayLogger
  /** How long the first connection may take before `connectNatsBus` fails (default 5000 ms). */
  connectTimeoutMs?: number
}

/** How long `watch` waits for NATS to confirm an interest; past it (NATS unreachable) the store covers the gap. */
const WATCH_CONFIRM_MS = 2000

async function importNats(): Promise<typeof Nats> {
  try {
    return await import('nats')
  } catch (cause) {
    throw new RelayClusterError('--nats needs the optional dependency "nats": npm install nats', { cause })
  }
}

/**
 * Live delivery between instances over core NATS (nats.js, loaded only when asked for): one subject per
 * topic, subscribed to by the instances that have a connection on that topic, so a message only travels
 * to instances that can deliver it. No JetStream: what must survive lives in the message store, and a
 * live message missed while NATS is down is delivered from the store when its subscriber comes back.
 * nats.js reconnects by itself, subscribes again and sends what it buffered meanwhile.
 *
 * @example
 * const bus = await connectNatsBus({ url: 'nats://127.0.0.1:4222', prefix: 'agentry-relay', instanceId, onMessage, log })
 * await bus.watch(topic)
 * bus.announce(stored)
 */
export async function connectNatsBus(parameters: ConnectNatsBusParameters): Promise<MessageBus> {
  const { url, prefix, instanceId, onMessage, onReconnect, log, connectTimeoutMs = 5000 } = parameters
  const { connect } = await importNats()
  let connection: Awaited<ReturnType<typeof connect>>
  try {
    connection = await connect({
      servers: url,
      name: `agentry-relay ${instanceId}`,
      // An instance delivers its own messages directly; NATS need not send them back.
      noEcho: true,
      timeout: connectTimeoutMs,
      reconnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
      reconnectJitter: 100,
      pingInterval: 10_000,
      maxPingOut: 2,
    })
  } catch (cause) {
    throw new RelayClusterError(`Cannot reach NATS at ${url}.`, { cause })
  }
  const nats = connection
  void (async () => {
    for await (const status of nats.status()) {
      if (status.type === 'disconnect')
        log.warn(`NATS disconnected (${String(status.data)}): live delivery between instances waits for it.`)
      if (status.type !== 'reconnect') continue
      log.info(`NATS reconnected (${String(status.data)}): live delivery between instances resumed.`)
      // The flush returns once the server has every subscription again.
      nats.flush().then(onReconnect, () => {})
    }
  })().catch(() => {})

  const subscriptions = new Map<string, ReturnType<typeof nats.subscribe>>()
  // Announces of one event-loop turn leave together: nats.js writes its buffer once per microtask
  // checkpoint, which under load is once per publish; batched, the turn's messages share one write.
  let outbox: StoredMessage[] = []
  const sendOutbox = () => {
    const batch = outbox
    outbox = []
    if (nats.isClosed()) return
    for (const stored of batch) nats.publish(topicSubject(prefix, stored.topic), encodeBusMessage(instanceId, stored))
  }

  return {
    announce(stored) {
      if (nats.isClosed()) return
      if (outbox.push(stored) === 1) setImmediate(sendOutbox)
    },
    async watch(topic) {
      if (subscriptions.has(topic) || nats.isClosed()) return
      const subscription = nats.subscribe(topicSubject(prefix, topic), {
        callback: (error, message) => {
          if (error) return
          const decoded = decodeBusMessage(message.data)
          if (decoded && decoded.origin !== instanceId) onMessage(decoded.stored)
        },
      })
      subscriptions.set(topic, subscription)
      let timer: NodeJS.Timeout | undefined
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, WATCH_CONFIRM_MS)
      })
      await Promise.race([nats.flush().catch(() => {}), waited])
      clearTimeout(timer)
    },
    unwatch(topic) {
      const subscription = subscriptions.get(topic)
      if (!subscription) return
      subscriptions.delete(topic)
      if (!nats.isClosed()) subscription.unsubscribe()
    },
    async close() {
      if (nats.isClosed()) return
      sendOutbox()
      // drain() sends what is buffered (announces of publishes already answered) before closing.
      await nats.drain().catch(() => nats.close())
    },
  }
}
