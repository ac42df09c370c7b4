import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createConnection } from 'node:net'
import { resolve } from 'node:path'
import { encodeDidKey, generateRelayKeyPair, signRelayJwt } from '@agentry/sign-client'
import { signInToSite } from '@agentry/test-utils'
import { createTestDatabase, type TestDatabase } from '@agentry/test-utils/postgres'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { WebSocket } from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { TEST_REDIS_URL } from './helpers/redis'

// `npm run cluster` as a user runs it (tooling/scripts/cluster.mjs, after cluster.sh has built): two site
// instances behind the round-robin proxy, two relays on the machine's NATS and Redis behind another, its
// own PostgreSQL database and anvil. Ports come from CLUSTER_TEST_BASE_PORT (41200 by default):
// site proxy base, instances base+1 and base+2; relay proxy base+10, relays base+11 and base+12 (their
// /metrics on base+13 and base+14, off the ports the proxy forwards); anvil base+20; wallet-host proxy base+30,
// its instances base+31 and base+32, its inbox host base+33 with SMTP on base+34.

const BASE = Number(process.env.CLUSTER_TEST_BASE_PORT ?? 41200)
const SITE = `http://127.0.0.1:${BASE}`
const RELAY = `ws://127.0.0.1:${BASE + 10}`
const WALLET = `http://127.0.0.1:${BASE + 30}`
/** The wallet host's public origin (WebAuthn needs a name): what its API wants as Origin. */
const WALLET_ORIGIN = `http://localhost:${BASE + 30}`
const INSTANCE_PORTS = [BASE + 1, BASE + 2, BASE + 11, BASE + 12, BASE + 13, BASE + 14, BASE + 20]
const WALLET_PORTS = [BASE + 30, BASE + 31, BASE + 32, BASE + 33, BASE + 34]
const SCRIPT = resolve(import.meta.dirname, '../../../tooling/scripts/cluster.mjs')

let database: TestDatabase
let cluster: ChildProcess
let output = ''
let exited: Promise<number | null>

beforeAll(async () => {
  database = await createTestDatabase()
  cluster = spawn(process.execPath, [SCRIPT], {
    env: {
      ...process.env,
      CLUSTER_PORT: String(BASE),
      CLUSTER_RELAY_PORT: String(BASE + 10),
      ANVIL_PORT: String(BASE + 20),
      CLUSTER_WALLET_PORT: String(BASE + 30),
      CLUSTER_WALLET_SMTP_PORT: String(BASE + 34),
      DATABASE_URL: database.url,
      // The machine's engines, as the other tests find them (the relay's cluster tests read RELAY_TEST_NATS_URL).
      REDIS_URL: TEST_REDIS_URL,
      NATS_URL: process.env.RELAY_TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
      CLUSTER_PREFIX: `test-cluster-${randomBytes(4).toString('hex')}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  exited = new Promise((done) => cluster.once('exit', (code) => done(code)))
  cluster.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  cluster.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await waitFor(
    'the cluster to be ready',
    () => output.includes('[cluster] ready') || cluster.exitCode !== null || undefined,
    { timeoutMs: 150_000 },
  )
  if (!output.includes('[cluster] ready')) throw new Error(`the cluster did not start:\n${output.slice(-3000)}`)
}, 180_000)

afterAll(async () => {
  if (cluster && cluster.exitCode === null) {
    cluster.kill('SIGINT')
    await exited
  }
  await database?.drop()
}, 60_000)

/** A relay client through the relay proxy: a JWT for the proxy's URL (the Host the relay sees). */
async function relayClient() {
  const keyPair = generateRelayKeyPair()
  const token = signRelayJwt({ secretKey: keyPair.secretKey, aud: RELAY })
  const socket = new WebSocket(`${RELAY}/?auth=${token}&ua=wc-2%2Fjs-2.21.8%2Ftest&projectId=test`)
  const frames: { id: number | string; method?: string; result?: unknown; params?: { data: { message: string } } }[] =
    []
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as (typeof frames)[number]
    frames.push(frame)
    if (frame.method === 'irn_subscription') socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
  })
  await new Promise<void>((opened, failed) => {
    socket.once('open', () => opened())
    socket.once('error', failed)
  })
  let nextId = 1
  const call = async (method: string, params: unknown) => {
    const id = nextId++
    socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    const reply = await waitFor(`the reply to ${method}`, () =>
      frames.find((frame) => frame.id === id && 'result' in frame),
    )
    return reply.result
  }
  return { socket, frames, call, clientId: encodeDidKey(keyPair.publicKey) }
}

async function openConnections(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()
  return Number(/^agentry_relay_connections (\d+)/m.exec(text)?.[1] ?? NaN)
}

function listening(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      answer(true)
    })
    socket.once('error', () => answer(false))
  })
}

describe('npm run cluster', () => {
  it('answers through the site proxy from both instances, and a sign-in spans them', async () => {
    const servedBy = new Set<string>()
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${SITE}/auth/session`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ siwe: null })
      servedBy.add(response.headers.get('x-served-by') ?? '')
    }
    expect([...servedBy].sort()).toEqual([`127.0.0.1:${BASE + 1}`, `127.0.0.1:${BASE + 2}`])

    // The nonce from one instance, the login on the other (round robin), the session read on either.
    const account = privateKeyToAccount(generatePrivateKey())
    const { loginResponse, sessionCookie, servedBy: path } = await signInToSite({ site: SITE, account })
    expect(loginResponse.status).toBe(200)
    expect(path[1]).not.toBe(path[0])
    for (let i = 0; i < 2; i += 1) {
      const read = await fetch(`${SITE}/auth/session`, { headers: { cookie: sessionCookie! } })
      expect(((await read.json()) as { siwe: { address: string } }).siwe.address).toBe(account.address)
    }
  })

  it('carries a relay message from a client on one relay to a client on the other', async () => {
    // The relay proxy forwards the relays' ports; their metrics are on ports of their own, so it cannot expose them.
    expect((await fetch(`http://127.0.0.1:${BASE + 10}/metrics`)).status).toBe(426)
    const before = await Promise.all([openConnections(BASE + 13), openConnections(BASE + 14)])
    const wallet = await relayClient()
    const dapp = await relayClient()
    // Round robin put one on each relay: each instance counts one more connection than before.
    await waitFor('one connection on each relay', async () => {
      const now = await Promise.all([openConnections(BASE + 13), openConnections(BASE + 14)])
      return (now[0] === before[0]! + 1 && now[1] === before[1]! + 1) || undefined
    })

    const topic = randomBytes(32).toString('hex')
    expect(typeof (await wallet.call('irn_subscribe', { topic }))).toBe('string')
    expect(await dapp.call('irn_publish', { topic, message: 'across the cluster', ttl: 300, tag: 1100 })).toBe(true)
    await waitFor('the delivery', () => wallet.frames.find((frame) => frame.method === 'irn_subscription'))
    const delivered = wallet.frames.filter((frame) => frame.method === 'irn_subscription')
    expect(delivered.map((frame) => frame.params?.data.message)).toEqual(['across the cluster'])
    expect(dapp.frames.some((frame) => frame.method === 'irn_subscription')).toBe(false)
    wallet.socket.close()
    dapp.socket.close()
  })

  it('logs in by email on the wallet host, the code from one instance checked on the other', async () => {
    const post = async (route: string, body: unknown, cookie?: string) => {
      const response = await fetch(`${WALLET}/api/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: WALLET_ORIGIN, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      })
      return { response, body: (await response.json()) as Record<string, unknown> }
    }
    const email = `cluster-${randomBytes(4).toString('hex')}@example.org`
    const sent = await post('email/request-code', { email })
    expect(sent.body).toEqual({ sent: true, email })
    const mails = await waitFor('the code mail in the inbox host', async () => {
      const inbox = await fetch(`http://127.0.0.1:${BASE + 33}/dev/inbox.json?to=${encodeURIComponent(email)}`)
      const { mails } = (await inbox.json()) as { mails: { subject: string }[] }
      return mails.length ? mails : undefined
    })
    const code = /\b(\d{6})\b/.exec(mails[0]!.subject)![1]!
    // Round robin: the check goes to the other instance, which finds the code in the shared database.
    const verified = await post('email/verify-code', { email, code })
    expect(verified.response.headers.get('x-served-by')).not.toBe(sent.response.headers.get('x-served-by'))
    expect(verified.body).toEqual({ user: { email } })
    const cookie = verified.response.headers.getSetCookie()[0]!.split(';')[0]!
    const servedBy = new Set<string>()
    for (let i = 0; i < 2; i += 1) {
      const session = await post('session', {}, cookie)
      expect(session.body).toEqual({ user: { email } })
      servedBy.add(session.response.headers.get('x-served-by') ?? '')
    }
    expect([...servedBy].sort()).toEqual([`127.0.0.1:${BASE + 31}`, `127.0.0.1:${BASE + 32}`])
  })

  it('stops every instance on Ctrl-C and exits 0', async () => {
    cluster.kill('SIGINT')
    expect(await exited).toBe(0)
    expect(output).toContain('[cluster] stopped')
    const still = await Promise.all([BASE, BASE + 10, ...INSTANCE_PORTS, ...WALLET_PORTS].map(listening))
    expect(still).toEqual(Array(2 + INSTANCE_PORTS.length + WALLET_PORTS.length).fill(false))
  }, 60_000)
})
