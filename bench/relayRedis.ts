// The relay cluster's Redis costs of issue 28: a Redis stopped with SIGSTOP for 8 s under a session's
// requests, the put script's time for a 250 KB publish on a topic full of small messages, Redis round trips
// per publish, and the Redis memory left per acknowledged message. The relays are `dist/cli.js` processes
// (BENCH_RELAY_CLI picks another build, for the figures before a fix); Redis is a redis-server of this
// bench's own on a free port, since it is stopped; NATS is the machine's.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { createConnection, createServer } from 'node:net'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type * as SignClientModule from '../packages/sign-client/src/index.js'
import type * as WsModule from 'ws'
import { waitFor } from '@agentry/test-utils/wait'
import { relayCli, startRelayProcess } from './lib/relayProcesses.js'
import { machineLine, recordResults } from './lib/results.js'

const relayDir = fileURLToPath(new URL('../packages/relay/', import.meta.url))
const signClientDir = fileURLToPath(new URL('../packages/sign-client/', import.meta.url))
const NATS_URL = process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222'
const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server'
const { WebSocket } = createRequire(`${relayDir}package.json`)('ws') as typeof WsModule
// The relay's own node-redis (an optional dependency of the relay, not of the bench).
type RedisClient = {
  connect(): Promise<unknown>
  sendCommand(args: string[]): Promise<unknown>
  close(): Promise<void>
}
const { createClient } = createRequire(`${relayDir}package.json`)('redis') as {
  createClient: (options: { url: string }) => RedisClient
}
type Socket = InstanceType<typeof WebSocket>
type Sign = Pick<typeof SignClientModule, 'generateRelayKeyPair' | 'signRelayJwt'>
let sign: Sign

/** The sign-client's relay request timeout: a request unanswered this long has failed for the dapp. */
const REQUEST_TIMEOUT_MS = 15_000
const STALL_MS = 8_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => resolve(socket.destroy() !== undefined))
    socket.once('error', () => resolve(false))
  })
}

async function startRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  await waitFor('redis-server', () => accepts(port), { timeoutMs: 20_000 })
  return { url: `redis://127.0.0.1:${port}`, child }
}

async function redisInfo(url: string, section: string): Promise<string> {
  const client = createClient({ url })
  await client.connect()
  try {
    return String(await client.sendCommand(['INFO', section]))
  } finally {
    await client.close()
  }
}

const infoNumber = (info: string, pattern: RegExp) => Number(pattern.exec(info)?.[1] ?? 0)
const scriptCalls = (info: string) =>
  infoNumber(info, /^cmdstat_evalsha:calls=(\d+)/m) + infoNumber(info, /^cmdstat_eval:calls=(\d+)/m)
/** Calls of every command but the script calls themselves: the commands scripts ran. */
const commandsInScripts = (info: string) =>
  [...info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)]
    .filter(([, name]) => name !== 'evalsha' && name !== 'eval' && name !== 'info')
    .reduce((sum, [, , calls]) => sum + Number(calls), 0)
const scriptUsec = (info: string) =>
  infoNumber(info, /^cmdstat_evalsha:calls=\d+,usec=(\d+)/m) + infoNumber(info, /^cmdstat_eval:calls=\d+,usec=(\d+)/m)

const startRelay = (args: string[]) => startRelayProcess(args, [], { benchLimits: false })

/** A bare relay client: calls, and a handler for deliveries (acknowledged at once). */
class Client {
  private nextId = 1
  private readonly waiting = new Map<string, (reply: { result?: unknown; error?: unknown }) => void>()
  onDelivery: (topic: string, message: string) => void = () => {}

  constructor(readonly socket: Socket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as {
        id: string | number
        method?: string
        params?: { data: { topic: string; message: string } }
      }
      if (frame.method === 'irn_subscription') {
        socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
        this.onDelivery(frame.params!.data.topic, frame.params!.data.message)
        return
      }
      this.waiting.get(String(frame.id))?.(frame as { result?: unknown; error?: unknown })
      this.waiting.delete(String(frame.id))
    })
  }

  static async connect(url: string): Promise<Client> {
    const keyPair = sign.generateRelayKeyPair()
    const token = sign.signRelayJwt({ secretKey: keyPair.secretKey, aud: url })
    const socket = new WebSocket(`${url}/?auth=${token}&ua=bench&projectId=bench`)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    return new Client(socket)
  }

  call(method: string, params: unknown): Promise<{ result?: unknown; error?: unknown }> {
    const id = String(this.nextId++)
    return new Promise((resolve) => {
      this.waiting.set(id, resolve)
      this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  }
}

const topic = () => randomBytes(32).toString('hex')

/** 10 requests over 20 s, one every 2 s, dapp on relay A and wallet on relay B; Redis stopped from 2 s to 10 s. */
async function stall(): Promise<string> {
  const redis = await startRedis()
  const prefix = `bench-${randomBytes(4).toString('hex')}`
  const args = ['--nats', NATS_URL, '--redis', redis.url, '--cluster-prefix', prefix]
  const [a, b] = await Promise.all([startRelay(args), startRelay(args)])
  try {
    const dapp = await Client.connect(a.url)
    const wallet = await Client.connect(b.url)
    const [requests, answers] = [topic(), topic()]
    await wallet.call('irn_subscribe', { topic: requests })
    await dapp.call('irn_subscribe', { topic: answers })
    wallet.onDelivery = (_, message) => void wallet.call('irn_publish', { topic: answers, message, ttl: 300 })
    const sentAt = new Map<string, number>()
    const latencies = new Map<string, number>()
    dapp.onDelivery = (_, message) => {
      if (!latencies.has(message)) latencies.set(message, performance.now() - sentAt.get(message)!)
    }
    const started = performance.now()
    setTimeout(() => redis.child.kill('SIGSTOP'), 2000)
    setTimeout(() => redis.child.kill('SIGCONT'), 2000 + STALL_MS)
    for (let i = 0; i < 10; i++) {
      await sleep(Math.max(0, started + 200 + i * 2000 - performance.now()))
      const message = `request-${i}`
      sentAt.set(message, performance.now())
      void dapp.call('irn_publish', { topic: requests, message, ttl: 300 })
    }
    await sleep(REQUEST_TIMEOUT_MS + 1000)
    const times = [...sentAt.keys()].map((message) => latencies.get(message) ?? Infinity)
    const answered = times.filter((ms) => ms <= REQUEST_TIMEOUT_MS)
    const slowest = Math.max(...answered)
    dapp.socket.terminate()
    wallet.socket.terminate()
    return `| Redis stopped (SIGSTOP) 8 s during 10 requests over 20 s | ${answered.length} of 10 answered within ${REQUEST_TIMEOUT_MS / 1000} s; slowest ${(slowest / 1000).toFixed(2)} s; per request (s): ${times.map((ms) => (ms === Infinity ? 'none' : (ms / 1000).toFixed(2))).join(', ')} |`
  } finally {
    redis.child.kill('SIGCONT')
    for (const process of [a, b, redis]) process.child.kill('SIGKILL')
  }
}

/** The put script's time in Redis for a 250 KB publish on a topic of 300 of its sender's messages then 1,200 of the other's. */
async function bigPublish(): Promise<string[]> {
  const redis = await startRedis()
  const prefix = `bench-${randomBytes(4).toString('hex')}`
  const relay = await startRelay([
    '--redis',
    redis.url,
    '--cluster-prefix',
    prefix,
    '--max-requests-per-minute',
    '1000000',
  ])
  try {
    const wallet = await Client.connect(relay.url)
    const dapp = await Client.connect(relay.url)
    const shared = topic()
    for (let i = 0; i < 300; i++)
      await wallet.call('irn_publish', { topic: shared, message: `w${i}`.padEnd(64, '.'), ttl: 3600 })
    for (let i = 0; i < 1200; i++)
      await dapp.call('irn_publish', { topic: shared, message: `d${i}`.padEnd(64, '.'), ttl: 3600 })
    const before = await redisInfo(redis.url, 'commandstats')
    await wallet.call('irn_publish', { topic: shared, message: 'x'.repeat(250_000), ttl: 3600 })
    const after = await redisInfo(redis.url, 'commandstats')
    const putMs = (scriptUsec(after) - scriptUsec(before)) / 1000
    const putCommands = commandsInScripts(after) - commandsInScripts(before)
    // Round trips per publish: script calls per irn_publish, over 100 publishes on a fresh topic.
    const fresh = topic()
    const roundBefore = scriptCalls(await redisInfo(redis.url, 'commandstats'))
    for (let i = 0; i < 100; i++) await dapp.call('irn_publish', { topic: fresh, message: `r${i}`, ttl: 300 })
    const perPublish = (scriptCalls(await redisInfo(redis.url, 'commandstats')) - roundBefore) / 100
    // Markers: Redis memory left per message published by one client and acknowledged by another.
    const reader = await Client.connect(relay.url)
    const acked = topic()
    await reader.call('irn_subscribe', { topic: acked })
    let delivered = 0
    reader.onDelivery = () => (delivered += 1)
    const memoryBefore = infoNumber(await redisInfo(redis.url, 'memory'), /^used_memory:(\d+)/m)
    const count = 5000
    for (let i = 0; i < count; i++) await dapp.call('irn_publish', { topic: acked, message: `a${i}`, ttl: 3600 })
    await waitFor('the deliveries', () => delivered === count, { timeoutMs: 60_000 })
    await sleep(1000)
    const memoryAfter = infoNumber(await redisInfo(redis.url, 'memory'), /^used_memory:(\d+)/m)
    const perAck = (memoryAfter - memoryBefore) / count
    for (const client of [wallet, dapp, reader]) client.socket.terminate()
    return [
      `| put script for a 250 KB publish on a topic of 1,500 small messages (300 of its sender's first): time in Redis (\`INFO commandstats\` usec) | ${putMs.toFixed(1)} ms |`,
      `| the same put: Redis commands the script ran | ${putCommands} |`,
      `| Redis script calls per \`irn_publish\` (100 publishes) | ${perPublish.toFixed(2)} |`,
      `| Redis memory left per acknowledged message (${count} published and acknowledged, \`used_memory\`) | ${perAck.toFixed(0)} B |`,
    ]
  } finally {
    relay.child.kill('SIGKILL')
    redis.child.kill('SIGKILL')
  }
}

export async function runRelayRedis(): Promise<void> {
  sign = (await import(pathToFileURL(`${signClientDir}dist/index.js`).href)) as Sign
  const rows = [await stall(), ...(await bigPublish())]
  const table = [
    `Machine: ${await machineLine()}. Relay build: \`${relayCli.replace(relayDir, 'packages/relay/')}\`. Redis: a redis-server of the bench's own; NATS: the machine's.`,
    '',
    '| what | figure |',
    '| --- | --- |',
    ...rows,
  ].join('\n')
  console.log(`\n## Relay and Redis\n\n${table}\n`)
  const id = process.env.BENCH_RELAY_CLI ? 'relay-redis-before' : 'relay-redis'
  recordResults(
    id,
    `## Relay and Redis${process.env.BENCH_RELAY_CLI ? ' (the build before the fixes)' : ''} (\`npm run bench -- relay-redis\`)\n\n${table}`,
  )
}
