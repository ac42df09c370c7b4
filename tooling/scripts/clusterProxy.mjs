// The local cluster's load balancer (tooling/scripts/cluster.mjs): a small round-robin reverse proxy on
// node:http for plain requests and WebSocket upgrades. It is the part a real deployment replaces with its
// own balancer (nginx, HAProxy, a cloud load balancer); it does what the site and the relay expect of one:
// the Host header passes unchanged (SIWE domain, relay JWT audience) and the client's address is appended
// to X-Forwarded-For (TRUST_PROXY=1 on the site, --trust-proxy on the relay read it).
import { Agent, createServer, request } from 'node:http'
import { connect } from 'node:net'

/** How long a backend that refused a connection is skipped. */
const DOWN_FOR_MS = 1000

/**
 * Starts a round-robin proxy on `host:port` in front of `backends` (each `{ host, port }`). A backend that
 * refuses connections is skipped for a second, so a dead instance costs at most the requests in flight on it.
 *
 * @example
 * const proxy = await startProxy({ port: 3000, backends: [{ host: '127.0.0.1', port: 3001 }, { host: '127.0.0.1', port: 3002 }] })
 * // ... http://127.0.0.1:3000 reaches 3001 and 3002 in turn
 * await proxy.close()
 *
 * @param {{ host?: string, port: number, backends: { host: string, port: number }[], name?: string }} options
 * @returns {Promise<{ port: number, close: () => Promise<void>, counts: number[] }>}
 */
export async function startProxy({ host = '127.0.0.1', port, backends, name = 'proxy' }) {
  if (backends.length === 0) throw new TypeError('startProxy needs at least one backend')
  const downUntil = backends.map(() => 0)
  /** Requests and upgrades sent to each backend, for the cluster's own test and for curiosity. */
  const counts = backends.map(() => 0)
  let next = 0
  const agent = new Agent({ keepAlive: true, maxSockets: 256 })
  const sockets = new Set()

  function pick() {
    const now = Date.now()
    for (let tried = 0; tried < backends.length; tried += 1) {
      const index = next
      next = (next + 1) % backends.length
      if (downUntil[index] <= now) return index
    }
    // All marked down: try the next one anyway rather than refuse outright.
    const index = next
    next = (next + 1) % backends.length
    return index
  }

  function forwardedHeaders(headers, socket) {
    const client = socket.remoteAddress ?? ''
    const prior = headers['x-forwarded-for']
    return {
      ...headers,
      'x-forwarded-for': prior ? `${prior}, ${client}` : client,
      'x-forwarded-proto': headers['x-forwarded-proto'] ?? 'http',
      'x-forwarded-host': headers['x-forwarded-host'] ?? headers.host ?? '',
    }
  }

  function markDown(index, error) {
    if (error && (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET')) {
      downUntil[index] = Date.now() + DOWN_FOR_MS
    }
  }

  const server = createServer((req, res) => {
    const index = pick()
    counts[index] += 1
    const backend = backends[index]
    const upstream = request(
      {
        host: backend.host,
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req.headers, req.socket),
        agent,
      },
      (response) => {
        // X-Served-By names the instance that answered, as HAProxy and most balancers can.
        const headers = [...response.rawHeaders, 'x-served-by', `${backend.host}:${backend.port}`]
        res.writeHead(response.statusCode ?? 502, response.statusMessage, headers)
        response.pipe(res)
      },
    )
    upstream.on('error', (error) => {
      markDown(index, error)
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: { code: 'BAD_GATEWAY', message: `${name}: the instance did not answer` } }))
      } else {
        res.destroy()
      }
    })
    req.pipe(upstream)
  })

  server.on('upgrade', (req, socket, head) => {
    const index = pick()
    counts[index] += 1
    const backend = backends[index]
    const headers = forwardedHeaders(req.headers, socket)
    const upstream = connect({ host: backend.host, port: backend.port })
    sockets.add(upstream).add(socket)
    const forget = () => {
      sockets.delete(upstream)
      sockets.delete(socket)
    }
    let connected = false
    upstream.once('connect', () => {
      connected = true
      const lines = [`${req.method} ${req.url} HTTP/1.1`]
      for (const [key, value] of Object.entries(headers)) {
        for (const one of Array.isArray(value) ? value : [value]) lines.push(`${key}: ${one}`)
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (head.length > 0) upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.on('error', (error) => {
      markDown(index, error)
      if (connected) socket.destroy()
      else socket.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\ncontent-length: 0\r\n\r\n')
    })
    socket.on('error', () => upstream.destroy())
    upstream.once('close', () => {
      socket.destroy()
      forget()
    })
    socket.once('close', () => {
      upstream.destroy()
      forget()
    })
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    counts,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      agent.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(() => resolve(undefined)))
    },
  }
}
