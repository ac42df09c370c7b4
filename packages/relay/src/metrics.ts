import { Counter, Gauge, Histogram, Registry } from 'prom-client'

/** What the metrics read when scraped. Counts are totals since the relay started (the store's: since Redis was empty). */
export type MetricsSnapshot = {
  connections: number
  subscriptions: number
  storedMessages: number
  storedBytes: number
  messagesIn: number
  messagesOut: number
  messagesStored: number
  evicted: number
  refused: number
  unstored: number
}

export type RelayMetrics = {
  /** Prometheus text exposition of every metric. */
  render(): Promise<{ contentType: string; body: string }>
  /** Records how long one accepted publish took. */
  observePublish(seconds: number): void
}

/** A counter that follows a running total read at scrape time. */
function totalCounter(registry: Registry, name: string, help: string, read: () => number): void {
  let last = 0
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const now = read()
      if (now > last) this.inc(now - last)
      last = Math.max(last, now)
    },
  })
}

/**
 * The relay's Prometheus metrics, in a registry of its own (several relays may share a process, as in
 * tests). Served as `GET /metrics`.
 *
 * @example
 * const metrics = createRelayMetrics(() => snapshot())
 * const { contentType, body } = await metrics.render()
 */
export function createRelayMetrics(read: () => MetricsSnapshot): RelayMetrics {
  const registry = new Registry()
  const gauge = (name: string, help: string, pick: (snapshot: MetricsSnapshot) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pick(read()))
      },
    })
  gauge('agentry_relay_connections', 'Open WebSocket connections on this instance.', (s) => s.connections)
  gauge('agentry_relay_subscriptions', 'Topic subscriptions of connections on this instance.', (s) => s.subscriptions)
  gauge('agentry_relay_store_messages', 'Messages held for store-and-forward.', (s) => s.storedMessages)
  gauge(
    'agentry_relay_store_bytes',
    'Bytes held for store-and-forward, as the quotas count them.',
    (s) => s.storedBytes,
  )
  totalCounter(registry, 'agentry_relay_messages_in_total', 'Publishes accepted.', () => read().messagesIn)
  totalCounter(registry, 'agentry_relay_messages_out_total', 'Messages sent to subscribers.', () => read().messagesOut)
  totalCounter(registry, 'agentry_relay_messages_stored_total', 'Publishes stored.', () => read().messagesStored)
  const last = { evicted: 0, refused: 0, unstored: 0 }
  new Counter({
    name: 'agentry_relay_messages_dropped_total',
    help: 'Messages not kept: evicted for room, refused for a quota, or not stored while the store was unreachable.',
    labelNames: ['reason'] as const,
    registers: [registry],
    collect() {
      const snapshot = read()
      for (const reason of ['evicted', 'refused', 'unstored'] as const) {
        // inc by 0 too: every reason is listed from the first scrape.
        this.inc({ reason }, Math.max(0, snapshot[reason] - last[reason]))
        last[reason] = Math.max(last[reason], snapshot[reason])
      }
    },
  })
  const publishSeconds = new Histogram({
    name: 'agentry_relay_publish_duration_seconds',
    help: 'Time from a publish being handled to the message stored, sent to local subscribers and announced.',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  })
  return {
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() }
    },
    observePublish(seconds) {
      publishSeconds.observe(seconds)
    },
  }
}
