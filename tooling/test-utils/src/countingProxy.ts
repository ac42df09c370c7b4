import { createServer, request, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export type CountingProxy = {
  url: string
  /** JSON-RPC methods in the order they arrived (a batch adds each of its calls). */
  methods: string[]
  /** The calls themselves, aligned with `methods` (to tell one `eth_call` from another by its data). */
  calls: ProxiedCall[]
  /** `Date.now()` when each call arrived, aligned with `methods` (follows fake timers when faked). */
  times: number[]
  count: (method: string) => number
  close: () => Promise<void>
}

function readBody(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    message.on('data', (chunk: Buffer) => chunks.push(chunk))
    message.on('end', () => resolve(Buffer.concat(chunks)))
    message.on('error', reject)
  })
}

/** A JSON-RPC call as the proxy sees it. */
export type ProxiedCall = { id?: unknown; method: string; params?: unknown[] }

/**
 * A JSON-RPC HTTP proxy on 127.0.0.1 that forwards to `target` and records every method called. It
 * answers CORS preflights like anvil, so DOM test environments can use it; a dead target gives 502.
 * `refuse` plays a node without some method or with limits: a call it gives a message for is answered
 * with that JSON-RPC error (code -32601) and not forwarded (in a batch, every call is then refused).
 *
 * @example
 * const proxy = await startCountingProxy(anvil.rpcUrl)
 * await fetchBalance()
 * expect(proxy.count('eth_getBalance')).toBe(1)
 * // A node without the Otterscan API:
 * const noOtterscan = await startCountingProxy(anvil.rpcUrl, {
 *   refuse: (call) => (call.method.startsWith('ots_') ? 'Method not found' : undefined),
 * })
 */
export async function startCountingProxy(
  target: string,
  { refuse }: { refuse?: (call: ProxiedCall) => string | undefined } = {},
): Promise<CountingProxy> {
  const methods: string[] = []
  const calls: ProxiedCall[] = []
  const times: number[] = []
  const server = createServer(async (incoming, outgoing) => {
    // A DOM test environment's fetch checks CORS first, as a browser does; anvil allows any origin.
    outgoing.setHeader('access-control-allow-origin', '*')
    if (incoming.method === 'OPTIONS') {
      outgoing
        .writeHead(204, { 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type' })
        .end()
      return
    }
    const body = await readBody(incoming)
    let parsed: ProxiedCall | ProxiedCall[]
    try {
      parsed = JSON.parse(body.toString('utf8')) as typeof parsed
    } catch {
      outgoing.writeHead(400).end()
      return
    }
    for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
      methods.push(call.method)
      calls.push(call)
      times.push(Date.now())
    }
    const batch = Array.isArray(parsed) ? parsed : [parsed]
    const refusal = batch.map((call) => refuse?.(call)).find(Boolean)
    if (refusal) {
      const error = (call: ProxiedCall) => ({ jsonrpc: '2.0', id: call.id, error: { code: -32601, message: refusal } })
      outgoing.writeHead(200, { 'content-type': 'application/json' })
      outgoing.end(JSON.stringify(Array.isArray(parsed) ? batch.map(error) : error(parsed)))
      return
    }
    const forward = request(
      target,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' })
        answer.pipe(outgoing)
      },
    )
    forward.on('error', () => outgoing.writeHead(502).end())
    forward.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    methods,
    calls,
    times,
    count: (method) => methods.filter((m) => m === method).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
