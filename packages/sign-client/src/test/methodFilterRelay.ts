// Test fixture (not exported by the package): a relay that does not know some methods, made of our
// real relay behind a proxy that answers those methods' requests with -32601 (method not found), as a
// relay of another make without them would, and passes every other frame through both ways.
import { WebSocket, WebSocketServer } from 'ws'

/** The proxy's address (use it as `relayUrl`) and what it refused. */
export type MethodFilterRelay = { url: string; refused: string[]; close: () => Promise<void> }

/**
 * Puts a proxy in front of the relay at `relayUrl` that refuses `methods`.
 *
 * @example
 * const filtered = await startMethodFilterRelay(relay.url, ['wc_proposeSession'])
 * const dapp = await SignClient.init({ relayUrl: filtered.url, metadata })
 */
export async function startMethodFilterRelay(relayUrl: string, methods: string[]): Promise<MethodFilterRelay> {
  const refused: string[] = []
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => server.once('listening', resolve))
  server.on('connection', (client, request) => {
    // The Host the client dialled goes on, as a proxy in front of a relay keeps it: the relay checks its
    // JWT's audience against it.
    const upstream = new WebSocket(new URL(request.url ?? '/', relayUrl), {
      headers: { host: request.headers.host ?? '' },
    })
    const early: string[] = []
    upstream.on('open', () => early.splice(0).forEach((frame) => upstream.send(frame)))
    upstream.on('message', (data) => client.readyState === WebSocket.OPEN && client.send(data.toString()))
    client.on('message', (data) => {
      const frame = data.toString()
      const { id, method } = JSON.parse(frame) as { id?: number; method?: string }
      if (method && methods.includes(method)) {
        refused.push(method)
        client.send(JSON.stringify({ id, jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' } }))
      } else if (upstream.readyState === WebSocket.OPEN) upstream.send(frame)
      else early.push(frame)
    })
    const closeBoth = () => {
      client.close()
      upstream.close()
    }
    client.on('close', closeBoth)
    upstream.on('close', closeBoth)
    upstream.on('error', closeBoth)
  })
  const { port } = server.address() as { port: number }
  return {
    url: `ws://127.0.0.1:${port}`,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate()
        server.close(() => resolve())
      }),
  }
}
