import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { request as httpRequest, Agent, type ClientRequest, type IncomingHttpHeaders } from 'node:http'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { resetRateLimits } from '@/lib/server/rateLimit'
import { startAuthServer, HttpBrowser, type AuthServer } from './helpers/authServer'
import { DRIVERS } from './helpers/drivers'
import { startServerFixture, type ServerFixture } from './helpers/serverFixture'
import { siweMessage } from './helpers/siwe'
import { ORIGIN } from './helpers/testBrowser'

// Faults found by black-box tests of the production server (issue 18, items 14 and 15), reproduced on
// a real socket through the server's own request path, with PGlite and a real anvil node behind it.

const accounts = ANVIL_ACCOUNTS.slice(0, 5).map((account) => privateKeyToAccount(account.privateKey))

let fixture: ServerFixture
let server: AuthServer
beforeAll(async () => {
  // The documented defaults, and no TRUST_PROXY: every client is 127.0.0.1, as with `npm run local`.
  fixture = await startServerFixture(DRIVERS[0].open, {
    RATE_LIMIT_LOGIN_PER_MIN: '20',
    RATE_LIMIT_NONCE_PER_MIN: '60',
  })
  server = await startAuthServer()
})
beforeEach(() => resetRateLimits())
afterAll(async () => {
  await server?.stop()
  await fixture?.stop()
})

describe('auth server: one client cannot lock everyone out of sign-in', () => {
  it('spends no quota on requests rejected for their shape: 200 bad bodies, then real sign-ins succeed', async () => {
    const attacker = new HttpBrowser(server.base)
    const message = siweMessage(accounts[0]!.address, 'abcdefgh12345678')
    const bad = [
      () => attacker.postLogin('{"message": '),
      () => attacker.postLogin(JSON.stringify({ message: 1, signature: true })),
      () => attacker.postLogin(JSON.stringify({ message: 'hello', signature: '0x00' })),
      () => attacker.postLogin(JSON.stringify({ message, signature: '0x00' }), { origin: 'https://evil.example' }),
    ]
    const statuses = new Map<number, number>()
    for (let i = 0; i < 200; i++) {
      const status = (await bad[i % bad.length]!()).status
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
    expect(Object.fromEntries(statuses)).toEqual({ 400: 150, 403: 50 })

    const results: number[] = []
    for (let i = 0; i < 15; i++) {
      // The flood goes on between sign-ins.
      for (const send of bad) await send()
      results.push((await new HttpBrowser(server.base).signIn(accounts[i % accounts.length]!)).status)
    }
    expect(results).toEqual(Array(15).fill(200))
  })

  it('keeps a greedy tab to its own quota: another browser on the same address still signs in', async () => {
    const greedy = new HttpBrowser(server.base)
    expect((await greedy.fetch('/auth/nonce')).status).toBe(200)
    // Well-formed attempts that reach the database (an unknown nonce), well past the old shared bucket of 200.
    const message = siweMessage(accounts[0]!.address, 'abcdefgh12345678')
    const statuses: number[] = []
    for (let i = 0; i < 300; i++) {
      statuses.push((await greedy.postLogin(JSON.stringify({ message, signature: `0x${'11'.repeat(65)}` }))).status)
    }
    // Its own burst of 20, then 429 (the bucket refills one token every 3 s, hence no exact count).
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0)
    expect(new Set(statuses)).toEqual(new Set([401, 429]))

    const response = await new HttpBrowser(server.base).signIn(accounts[1]!)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ ok: true, siwe: { address: accounts[1]!.address } })
  })
})

/** One request on `agent`: its status, headers, and whether it went out on a socket the agent reused. */
function send(
  base: string,
  agent: Agent,
  { method = 'GET', path = '/auth/session', headers = {}, body }: SendParameters = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { agent, method, headers }, (response) => {
      response.resume()
      response.once('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, reusedSocket: request.reusedSocket }),
      )
    })
    request.once('error', reject)
    if (typeof body === 'function') body(request)
    else request.end(body)
  })
}
type SendParameters = {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: Buffer | ((request: ClientRequest) => void)
}

describe('auth server: an oversized body never breaks the next request on a pooled connection', () => {
  let agent: Agent
  beforeEach(() => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 })
  })
  afterEach(() => agent.destroy())

  const login = (body: SendParameters['body'], headers: Record<string, string> = {}) =>
    send(server.base, agent, {
      method: 'POST',
      path: '/auth/login',
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
      body,
    })

  it('answers a 1 MB login with 413 and connection: close, and the next pooled request succeeds', async () => {
    for (let i = 0; i < 3; i++) {
      const big = Buffer.alloc(1_000_000, 'x')
      const rejected = await login(big, { 'content-length': String(big.length) })
      expect(rejected.status).toBe(413)
      // Before the fix: 'connection: keep-alive', then the server reset the socket and this failed with ECONNRESET.
      expect((await send(server.base, agent)).status).toBe(200)
      expect(rejected.headers.connection).toBe('close')
    }
  })

  it('closes the connection after a streamed (chunked) body over the limit, and the next request succeeds', async () => {
    const rejected = await login((request) => {
      for (let i = 0; i < 256; i++) request.write(Buffer.alloc(4096, 'x'))
      request.end()
    })
    expect(rejected.status).toBe(413)
    expect((await send(server.base, agent)).status).toBe(200)
    expect(rejected.headers.connection).toBe('close')
  })

  it('closes the connection after a large body the handler refused unread (wrong Origin)', async () => {
    const big = Buffer.alloc(1_000_000, 'x')
    const rejected = await login(big, { origin: 'https://evil.example', 'content-length': String(big.length) })
    expect(rejected.status).toBe(403)
    expect((await send(server.base, agent)).status).toBe(200)
    expect(rejected.headers.connection).toBe('close')
  })

  it('drains a small body over the limit and keeps the connection', async () => {
    const body = Buffer.alloc(20_000, 'x')
    const rejected = await login(body, { 'content-length': String(body.length) })
    expect({ status: rejected.status, connection: rejected.headers.connection }).toEqual({
      status: 413,
      connection: 'keep-alive',
    })
    const next = await send(server.base, agent)
    expect({ status: next.status, reusedSocket: next.reusedSocket }).toEqual({ status: 200, reusedSocket: true })
  })
})
