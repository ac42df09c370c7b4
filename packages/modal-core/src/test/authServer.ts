import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, http } from 'viem'
import { generateSiweNonce, parseSiweMessage, verifySiweMessage } from 'viem/siwe'

export type AuthServer = {
  url: string
  /** Requests seen, as 'GET /auth/nonce' etc. */
  calls: string[]
  session: { address: string; chainId: number } | null
  /** Make GET /auth/session answer 500. */
  failSession: boolean
  /** Make POST /auth/login answer 401 `BAD_SIGNATURE`, as the real server refuses a bad signature. */
  failLogin: boolean
  lastMessage: string | undefined
  stop: () => Promise<void>
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

async function readJson(req: IncomingMessage): Promise<{ message?: string; signature?: `0x${string}` }> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString() || '{}') as { message?: string; signature?: `0x${string}` }
}

/** A refusal in the real server's one error shape (apps/web lib/server/http.ts errorResponse). */
function refuse(res: ServerResponse, status: number, code: string, message: string): void {
  send(res, status, { error: { code, message } })
}

/**
 * A stand-in for the product server's auth routes (spec section 7) on 127.0.0.1, for the flow tests that
 * need to make the server fail on demand: nonces are single-use, login verifies the EIP-4361 message with
 * viem against the anvil node, and refusals have the real server's shape `{ error: { code, message } }`.
 * The client itself is tested against the real route handlers (apps/web `test/siweApiClient.test.ts`).
 */
export async function startAuthServer({ rpcUrl }: { rpcUrl: string }): Promise<AuthServer> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const nonces = new Set<string>()
  const state: AuthServer = {
    url: '',
    calls: [],
    session: null,
    failSession: false,
    failLogin: false,
    lastMessage: undefined,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    state.calls.push(`${req.method} ${path}`)
    void (async () => {
      if (req.method === 'GET' && path === '/auth/nonce') {
        const nonce = generateSiweNonce()
        nonces.add(nonce)
        return send(res, 200, { nonce })
      }
      if (req.method === 'GET' && path === '/auth/session') {
        if (state.failSession) return refuse(res, 500, 'INTERNAL', 'Something went wrong')
        return send(res, 200, { siwe: state.session })
      }
      if (req.method === 'POST' && path === '/auth/login') {
        const { message, signature } = await readJson(req)
        state.lastMessage = message
        const fields = message ? parseSiweMessage(message) : {}
        if (!message || !signature || !fields.nonce || !nonces.delete(fields.nonce)) {
          return refuse(
            res,
            401,
            'NONCE_INVALID',
            'Failed to verify message: the nonce is unknown, expired or already used',
          )
        }
        const valid = await verifySiweMessage(client, { message, signature, domain: req.headers.host })
        if (state.failLogin || !valid || !fields.address || !fields.chainId)
          return refuse(res, 401, 'BAD_SIGNATURE', 'Failed to verify message: the signature does not match the address')
        state.session = { address: fields.address, chainId: fields.chainId }
        return send(res, 200, { ok: true })
      }
      if (req.method === 'GET' && path === '/auth/logout') {
        state.session = null
        return send(res, 200, { ok: true })
      }
      refuse(res, 404, 'NOT_FOUND', 'Not found')
    })().catch((error: unknown) => refuse(res, 500, 'INTERNAL', String(error)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return state
}
