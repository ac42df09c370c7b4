import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { addressKey, clientAddress } from './clientAddress.js'
import { joinCluster, newInstanceId, openStore } from './cluster.js'
import { enqueue, type Connection, type Corkable } from './connection.js'
import { formatError, formatResult, parseFrame } from './jsonRpc.js'
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './limits.js'
import { consoleLogger, type RelayLogger } from './log.js'
import { createRelayMetrics } from './metrics.js'
import { listenMetrics, serveMetrics, type MetricsListen, type MetricsServer } from './metricsServer.js'
import { runMethod } from './methods.js'
import { takeRequest } from './rateLimiter.js'
import { clientRateMessage, RelayHub } from './relayHub.js'
import { relayStats, type RelayStats } from './relayStats.js'
import { requestIdSequence } from './requestIds.js'
import { RPC_ERRORS, RpcError } from './rpcErrors.js'
import { authenticate, rejectUpgrade } from './upgrade.js'

export type { RelayStats } from './relayStats.js'

export type StartRelayParameters = Partial<RelayLimits> & {
  /** Interface to listen on; defaults to `127.0.0.1`. */
  host?: string
  /** Port to listen on; `0` (the default) picks a free one. */
  port?: number
  /** Milliseconds clock, for tests of expiry; defaults to `Date.now`. */
  clock?: () => number
  /**
   * Count connections by the last `X-Forwarded-For` address instead of the TCP peer. Only behind a proxy
   * that sets that header: otherwise any client can name any address. Defaults to false.
   */
  trustProxy?: boolean
  /**
   * NATS server URL (`nats://127.0.0.1:4222`): instances with the same `clusterPrefix` deliver each other's
   * messages live. Unset: this process delivers only to its own connections.
   */
  natsUrl?: string
  /**
   * Redis URL (`redis://127.0.0.1:6379`): messages for store-and-forward, the per-client and per-topic
   * quotas and the per-client request rate are kept there, shared by the cluster. Unset: in memory.
   */
  redisUrl?: string
  /** Names one cluster on shared engines: the NATS subject prefix and Redis key prefix. Defaults to `agentry-relay`. */
  clusterPrefix?: string
  /** Where engine loss and return are reported; defaults to the console. */
  logger?: RelayLogger
  /**
   * Where `GET /metrics` is served: unset, on the relay's own port; `{ host, port }` (host defaults to
   * 127.0.0.1, port 0 picks a free one), on a server of its own and not on the relay's port; `false`, nowhere.
   */
  metrics?: MetricsListen
}

export type RelayServer = {
  /** `ws://host:port`, the URL clients configure as their relay URL. */
  url: string
  host: string
  port: number
  /** The limits in force. */
  limits: RelayLimits
  /** Random id of this instance in logs and between instances. */
  instanceId: string
  /** `http://host:port/metrics`, or undefined when metrics are off. */
  metricsUrl: string | undefined
  /** Counts of connections, subscriptions and stored messages. */
  stats(): RelayStats
  /** Drops every client connection without a close handshake (as a network loss would); keeps listening. */
  terminateConnections(): void
  /**
   * Stops accepting connections, closes every connection with code 1001, waits until the frames already
   * received are handled (publishes stored), then lets go of NATS and Redis. What `SIGTERM` does.
   */
  close(): Promise<void>
}

/** Frames are JSON text; a binary frame is read as UTF-8 too rather than refused. */
function rawDataToText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}

const CLUSTER_PREFIX = /^[A-Za-z0-9_-]+$/
/** How long `close` waits for frames under way and for the engines before it lets go anyway. */
const DRAIN_TIMEOUT_MS = 10_000

const settleWithin = (promise: Promise<unknown>, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    void promise
      .catch(() => {})
      .finally(() => {
        clearTimeout(timer)
        resolve()
      })
  })

/**
 * Starts a WalletConnect v2 relay on a WebSocket server. Without `natsUrl` and `redisUrl`, state is in
 * memory only: a restart forgets every subscription and stored message. With them, instances share live
 * delivery (NATS) and stored messages (Redis). Throws `RelayClusterError` when an engine is unreachable.
 *
 * @example
 * const relay = await startRelay({ host: '127.0.0.1', port: 0, pingIntervalMs: 1000 })
 * console.info(relay.url) // ws://127.0.0.1:41237
 * await relay.close()
 *
 * const node = await startRelay({ natsUrl: 'nats://127.0.0.1:4222', redisUrl: 'redis://127.0.0.1:6379' })
 */
export async function startRelay(parameters: StartRelayParameters = {}): Promise<RelayServer> {
  const {
    host = '127.0.0.1',
    port = 0,
    clock = Date.now,
    trustProxy = false,
    natsUrl,
    redisUrl,
    clusterPrefix = 'agentry-relay',
    logger: log = consoleLogger,
    metrics: metricsListen,
    ...limitOverrides
  } = parameters
  if (!CLUSTER_PREFIX.test(clusterPrefix)) {
    throw new TypeError('startRelay: clusterPrefix must be letters, digits, "-" or "_".')
  }
  const limits: RelayLimits = { ...DEFAULT_RELAY_LIMITS }
  for (const [key, value] of Object.entries(limitOverrides) as Array<[keyof RelayLimits, number | undefined]>) {
    if (value === undefined) continue
    if (!(key in DEFAULT_RELAY_LIMITS) || !Number.isFinite(value) || value <= 0) {
      throw new TypeError(`startRelay: ${key} must be a positive number.`)
    }
    limits[key] = value
  }
  const instanceId = newInstanceId()
  const { store, slot, clientRate } = await openStore({
    redisUrl,
    prefix: clusterPrefix,
    quotas: {
      maxBytes: limits.maxStoreBytes,
      maxBytesPerClient: limits.maxStoreBytesPerClient,
      maxBytesPerTopic: limits.maxStoreBytesPerTopic,
    },
    maxRequestsPerMinute: limits.maxRequestsPerMinute,
    clock,
    log,
  })
  const connections = new Set<Connection>()
  const perAddress = new Map<string, number>()
  const metrics = createRelayMetrics(() => {
    const stats = relayStats(connections, perAddress, hub)
    return {
      connections: stats.connections,
      subscriptions: stats.subscriptions,
      storedMessages: stats.messages,
      storedBytes: stats.bytes,
      messagesIn: stats.messagesIn,
      messagesOut: stats.messagesOut,
      messagesStored: stats.messagesStored,
      evicted: stats.evictedMessages,
      refused: stats.refusedPublishes,
      unstored: stats.messagesUnstored,
    }
  })
  const hub = new RelayHub(store, limits, clock, {
    nextRequestId: requestIdSequence(slot),
    observePublish: metrics.observePublish,
  })
  let leaveCluster = async () => {}
  if (natsUrl) {
    try {
      leaveCluster = await joinCluster(hub, { natsUrl, prefix: clusterPrefix, instanceId, log })
    } catch (error) {
      await store.close()
      throw error
    }
  }
  let nextConnectionId = 1
  let closing: Promise<void> | undefined

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://relay').pathname
    if (path === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
      return
    }
    if (metricsListen === undefined && serveMetrics(metrics, request, response)) return
    response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket relay: connect with ws:// or wss://.')
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes, perMessageDeflate: false })

  server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => socket.destroy())
    if (closing) {
      rejectUpgrade(socket, 503, 'Service Unavailable', 'Relay shutting down.')
      return
    }
    if (connections.size >= limits.maxConnections) {
      rejectUpgrade(socket, 503, 'Service Unavailable', 'Too many connections.')
      return
    }
    // Checked before the JWT: refusing a flood must cost less than serving it.
    const address = addressKey(clientAddress(request, { trustProxy }))
    if ((perAddress.get(address) ?? 0) >= limits.maxConnectionsPerAddress) {
      rejectUpgrade(socket, 429, 'Too Many Requests', 'Too many connections from this address.')
      return
    }
    const auth = authenticate(request, clock())
    if ('error' in auth) {
      rejectUpgrade(socket, 401, 'Unauthorized', auth.error)
      return
    }
    // ws completes the upgrade synchronously, so the count is taken before the next upgrade is checked.
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, socket, auth.clientId, address))
  })

  const send = (connection: Connection, text: string) => hub.send(connection, text)

  async function onFrame(connection: Connection, data: RawData): Promise<void> {
    const frame = parseFrame(rawDataToText(data))
    if (frame.kind === 'response') {
      await hub.acknowledge(connection, frame.idKey, frame.ok)
      return
    }
    if (!takeRequest(connection.rate, limits.maxRequestsPerMinute, clock())) {
      const message = `Rate limit exceeded: at most ${limits.maxRequestsPerMinute} requests per minute per connection.`
      send(connection, formatError(frame.rawId, RPC_ERRORS.RATE_LIMITED, message))
      return
    }
    // A publish is counted by the store with its write (one round trip to Redis): see `countRequest`.
    const countedByStore = frame.kind === 'request' && frame.method === 'irn_publish' && hub.store.countsRequests
    if (
      clientRate &&
      frame.kind === 'request' &&
      !countedByStore &&
      !(await clientRate(connection.clientId, clock()))
    ) {
      send(connection, formatError(frame.rawId, RPC_ERRORS.RATE_LIMITED, clientRateMessage(limits)))
      return
    }
    if (frame.kind === 'invalid') {
      send(connection, formatError(frame.rawId, frame.error.code, frame.error.message))
      return
    }
    try {
      const outcome = await runMethod(frame.method, frame.params, { hub, limits, connection })
      send(connection, formatResult(frame.rawId, outcome.result))
      await outcome.after?.()
    } catch (error) {
      const rpc = error instanceof RpcError ? error : new RpcError(RPC_ERRORS.INTERNAL_ERROR, 'Internal error.')
      if (!(error instanceof RpcError)) log.error('internal error', error)
      send(connection, formatError(frame.rawId, rpc.code, rpc.message))
    }
  }

  function onConnection(socket: WebSocket, transport: Corkable, clientId: string, address: string): void {
    const connection: Connection = {
      id: nextConnectionId++,
      socket,
      transport,
      corked: false,
      clientId,
      addressKey: address,
      subscriptions: new Map(),
      pending: new Map(),
      deferredTopics: new Set(),
      rate: { startedAt: clock(), count: 0 },
      alive: true,
      work: Promise.resolve(),
    }
    connections.add(connection)
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1)
    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('message', (data) => enqueue(connection, () => onFrame(connection, data)))
    // ws closes the socket itself after an error (e.g. 1009 for an oversized frame); nothing to add.
    socket.on('error', () => {})
    socket.on('close', () => {
      connections.delete(connection)
      const left = (perAddress.get(address) ?? 1) - 1
      if (left > 0) perAddress.set(address, left)
      else perAddress.delete(address)
      hub.disconnect(connection)
    })
  }

  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }, limits.pingIntervalMs)
  const sweeper = setInterval(() => {
    hub.sweep().catch((error: unknown) => log.error('sweep failed', error))
  }, limits.sweepIntervalMs)
  heartbeat.unref()
  sweeper.unref()

  let metricsServer: MetricsServer | undefined
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
    if (metricsListen) metricsServer = await listenMetrics(metrics, metricsListen)
  } catch (error) {
    clearInterval(heartbeat)
    clearInterval(sweeper)
    server.close()
    await Promise.all([leaveCluster(), store.close()])
    throw error
  }
  // A networked store's counts are read on each sweep; the first read happens now.
  hub.sweep().catch(() => {})
  const address = server.address() as AddressInfo
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address

  return {
    url: `ws://${urlHost}:${address.port}`,
    host: address.address,
    port: address.port,
    limits,
    instanceId,
    metricsUrl: metricsListen === undefined ? `http://${urlHost}:${address.port}/metrics` : metricsServer?.url,
    stats() {
      return relayStats(connections, perAddress, hub)
    },
    terminateConnections() {
      for (const connection of connections) connection.socket.terminate()
    },
    close() {
      closing ??= (async () => {
        clearInterval(heartbeat)
        clearInterval(sweeper)
        void metricsServer?.close()
        const open = [...connections]
        const stopped = new Promise<void>((resolve) => {
          server.close(() => wss.close(() => resolve()))
        })
        for (const connection of open) connection.socket.close(1001, 'Relay shutting down')
        const force = setTimeout(() => {
          for (const connection of connections) connection.socket.terminate()
          server.closeAllConnections()
        }, 1000)
        force.unref()
        await stopped
        clearTimeout(force)
        // Every frame received is queued by now: the publishes among them are stored before the store goes.
        await settleWithin(Promise.all(open.map((connection) => connection.work)), DRAIN_TIMEOUT_MS)
        await settleWithin(Promise.all([leaveCluster(), store.close()]), DRAIN_TIMEOUT_MS)
      })()
      return closing
    },
  }
}
