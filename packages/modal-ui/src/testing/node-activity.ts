import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { localClients, mined } from '@agentry/test-utils/chain-fixtures'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseEther } from 'viem'

/**
 * Sends 0.125 ETH from anvil's first account to its second and waits for it to be mined; resolves the hash.
 *
 * @example
 * const hash = await sendEth(anvil.rpcUrl)
 */
export async function sendEth(rpcUrl: string): Promise<`0x${string}`> {
  const clients = await localClients({ rpcUrl })
  const hash = await clients.walletClient.sendTransaction({ to: ANVIL_ACCOUNTS[1].address, value: parseEther('0.125') })
  await mined(clients, hash)
  return hash
}

/**
 * A JSON-RPC proxy on 127.0.0.1 to `target` that plays a node without the Otterscan API: `ots_*` calls get
 * 'Method not found', the rest is forwarded. Answers CORS preflights as anvil does.
 *
 * @example
 * const proxy = await startNoOtterscanProxy(anvil.rpcUrl)
 */
export async function startNoOtterscanProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((incoming, outgoing) => {
    outgoing.setHeader('access-control-allow-origin', '*')
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, {
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
      })
      outgoing.end()
      return
    }
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const body = Buffer.concat(chunks)
      const call = JSON.parse(body.toString('utf8')) as { id?: unknown; method?: string }
      if (!Array.isArray(call) && call.method?.startsWith('ots_')) {
        outgoing.writeHead(200, { 'content-type': 'application/json' })
        outgoing.end(
          JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } }),
        )
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
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
