import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { RelayJwtError, verifyRelayJwt } from '@agentry/sign-client'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { audienceMatchesHost } from './audience.js'
import { formatError, formatResult, parseFrame } from './jsonRpc.js'
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './limits.js'
import { runMethod } from './methods.js'
import { takeRequest } from './rateLimiter.js'
import { RelayHub, type Connection } from './relayHub.js'
import { RPC_ERRORS, RpcError } from './rpcErrors.js'

export type StartRelayParameters = Partial<RelayLimits> & {
  /** Interface to listen on; defaults to `127.0.0.1`. */
  host?: string
  /** Port to listen on; `0` (the default) picks a free one. */
  port?: number
  /** Milliseconds clock, for tests of expiry; defaults to `Date.now`. */
  clock?: () => number
}

export type RelayStats = { connections: number; subscriptions: number; topics: number; messages: number; bytes: number }

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

function rejectUpgrade(socket: Duplex, status: number, reason: string, body: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

/** Verifies the relay JWT of an upgrade request and returns the client id, or the reason it is refused. */
function authenticate(request: IncomingMessage, nowMs: number): { clientId: string } | { error: string } {
  const query = new URL(request.url ?? '/', 'ws://relay').searchParams
  const token = query.get('auth')
  if (!token) return { error: 'Missing auth query parameter.' }
  try {
    const payload = verifyRelayJwt(token, {
      now: Math.floor(nowMs / 1000),
      aud: (aud) => audienceMatchesHost(aud, request.headers.host),
    })
    return { clientId: payload.iss }
  } catch (error) {
    if (error instanceof RelayJwtError) return { error: error.shortMessage }
    return { error: 'Invalid auth.' }
  }
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
  const { host = '127.0.0.1', port = 0, clock = Date.now, ...limitOverrides } = parameters
  const limits: RelayLimits = { ...DEFAULT_RELAY_LIMITS }
  for (const [key, value] of Object.entries(limitOverrides) as Array<[keyof RelayLimits, number | undefined]>) {
    if (value === undefined) continue
    if (!(key in DEFAULT_RELAY_LIMITS) || !Number.isFinite(value) || value <= 0) {
      throw new TypeError(`startRelay: ${key} must be a positive number.`)
    }
    limits[key] = value
  }
  const hub = new RelayHub(limits, clock)
  const connections = new Set<Connection>()

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
    const auth = authenticate(request, clock())
    if ('error' in auth) {
      rejectUpgrade(socket, 401, 'Unauthorized', auth.error)
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, auth.clientId))
  })

  function send(connection: Connection, text: string): void {
    connection.socket.send(text)
  }

  function onFrame(connection: Connection, data: RawData): void {
    const frame = parseFrame(rawDataToText(data))
    if (frame.kind === 'response') {
      hub.acknowledge(connection, frame.idKey, frame.ok)
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
      const outcome = runMethod(frame.method, frame.params, { hub, limits, connection })
      send(connection, formatResult(frame.rawId, outcome.result))
      outcome.after?.()
    } catch (error) {
      const rpc = error instanceof RpcError ? error : new RpcError(RPC_ERRORS.INTERNAL_ERROR, 'Internal error.')
      if (!(error instanceof RpcError)) console.error('agentry-relay: internal error', error)
      send(connection, formatError(frame.rawId, rpc.code, rpc.message))
    }
  }

  function onConnection(socket: WebSocket, clientId: string): void {
    const connection: Connection = {
      socket,
      clientId,
      subscriptions: new Map(),
      pending: new Map(),
      rate: { startedAt: clock(), count: 0 },
      alive: true,
    }
    connections.add(connection)
    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('message', (data) => {
      try {
        onFrame(connection, data)
      } catch (error) {
        console.error('agentry-relay: failed to handle a frame', error)
      }
    })
    // ws closes the socket itself after an error (e.g. 1009 for an oversized frame); nothing to add.
    socket.on('error', () => {})
    socket.on('close', () => {
      connections.delete(connection)
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
  const sweeper = setInterval(() => hub.sweep(), limits.sweepIntervalMs)
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
      const store = hub.store.stats()
      return { connections: connections.size, subscriptions: hub.subscriberCount(), ...store }
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
