import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { addressKey, clientAddress } from './clientAddress.js'
import { enqueue, type Connection } from './connection.js'
import { formatError, formatResult, parseFrame } from './jsonRpc.js'
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './limits.js'
import { MemoryMessageStore } from './memoryMessageStore.js'
import { runMethod } from './methods.js'
import { takeRequest } from './rateLimiter.js'
import { RelayHub } from './relayHub.js'
import { RPC_ERRORS, RpcError } from './rpcErrors.js'
import { authenticate, rejectUpgrade } from './upgrade.js'

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
}

export type RelayStats = {
  connections: number
  /** Connections from the address that has the most. */
  largestAddressConnections: number
  subscriptions: number
  topics: number
  messages: number
  /** Bytes of stored messages as the quotas count them. */
  bytes: number
  /** Stored bytes of the client that holds the most. */
  largestClientBytes: number
  /** Stored bytes of the fullest topic. */
  largestTopicBytes: number
  /** Messages dropped before their TTL to make room for others. */
  evictedMessages: number
  /** Publishes refused for a store quota (-32031). */
  refusedPublishes: number
  /** Bytes waiting in every connection's send buffer. */
  bufferedBytes: number
  /** Bytes waiting in the fullest send buffer. */
  largestBufferedBytes: number
  /** Deliveries held back because a send buffer was full (sent later from the store). */
  deferredDeliveries: number
}

export type RelayServer = {
  /** `ws://host:port`, the URL clients configure as their relay URL. */
  url: string
  host: string
  port: number
  /** The limits in force. */
  limits: RelayLimits
  /** Counts of connections, subscriptions and stored messages. */
  stats(): RelayStats
  /** Drops every client connection without a close handshake (as a network loss would); keeps listening. */
  terminateConnections(): void
  /** Stops listening, closes every connection with code 1001 and stops the timers. */
  close(): Promise<void>
}

/** Frames are JSON text; a binary frame is read as UTF-8 too rather than refused. */
function rawDataToText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}

/**
 * Starts a WalletConnect v2 relay on a WebSocket server. State is in memory only: a restart forgets
 * every subscription and stored message.
 *
 * @example
 * const relay = await startRelay({ host: '127.0.0.1', port: 0, pingIntervalMs: 1000 })
 * console.info(relay.url) // ws://127.0.0.1:41237
 * await relay.close()
 */
export async function startRelay(parameters: StartRelayParameters = {}): Promise<RelayServer> {
  const { host = '127.0.0.1', port = 0, clock = Date.now, trustProxy = false, ...limitOverrides } = parameters
  const limits: RelayLimits = { ...DEFAULT_RELAY_LIMITS }
  for (const [key, value] of Object.entries(limitOverrides) as Array<[keyof RelayLimits, number | undefined]>) {
    if (value === undefined) continue
    if (!(key in DEFAULT_RELAY_LIMITS) || !Number.isFinite(value) || value <= 0) {
      throw new TypeError(`startRelay: ${key} must be a positive number.`)
    }
    limits[key] = value
  }
  const store = new MemoryMessageStore({
    maxBytes: limits.maxStoreBytes,
    maxBytesPerClient: limits.maxStoreBytesPerClient,
    maxBytesPerTopic: limits.maxStoreBytesPerTopic,
  })
  const hub = new RelayHub(store, limits, clock)
  const connections = new Set<Connection>()
  const perAddress = new Map<string, number>()
  let nextConnectionId = 1

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://relay').pathname
    if (path === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
      return
    }
    response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket relay: connect with ws:// or wss://.')
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes, perMessageDeflate: false })

  server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => socket.destroy())
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
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, auth.clientId, address))
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
      if (!(error instanceof RpcError)) console.error('agentry-relay: internal error', error)
      send(connection, formatError(frame.rawId, rpc.code, rpc.message))
    }
  }

  function onConnection(socket: WebSocket, clientId: string, address: string): void {
    const connection: Connection = {
      id: nextConnectionId++,
      socket,
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
    hub.sweep().catch((error: unknown) => console.error('agentry-relay: sweep failed', error))
  }, limits.sweepIntervalMs)
  heartbeat.unref()
  sweeper.unref()

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  let closing: Promise<void> | undefined

  return {
    url: `ws://${urlHost}:${address.port}`,
    host: address.address,
    port: address.port,
    limits,
    stats() {
      const { topics, messages, bytes, largestClientBytes, largestTopicBytes, evicted, refused } = store.stats()
      let bufferedBytes = 0
      let largestBufferedBytes = 0
      for (const { socket } of connections) {
        bufferedBytes += socket.bufferedAmount
        largestBufferedBytes = Math.max(largestBufferedBytes, socket.bufferedAmount)
      }
      return {
        connections: connections.size,
        largestAddressConnections: Math.max(0, ...perAddress.values()),
        subscriptions: hub.subscriberCount(),
        topics,
        messages,
        bytes,
        largestClientBytes,
        largestTopicBytes,
        evictedMessages: evicted,
        refusedPublishes: refused,
        bufferedBytes,
        largestBufferedBytes,
        deferredDeliveries: hub.deliveryStats().deferred,
      }
    },
    terminateConnections() {
      for (const connection of connections) connection.socket.terminate()
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        clearInterval(heartbeat)
        clearInterval(sweeper)
        for (const connection of connections) connection.socket.close(1001, 'Relay shutting down')
        const force = setTimeout(() => {
          for (const connection of connections) connection.socket.terminate()
          server.closeAllConnections()
        }, 1000)
        force.unref()
        server.close(() => {
          clearTimeout(force)
          wss.close(() => resolve())
        })
      })
      return closing
    },
  }
}
