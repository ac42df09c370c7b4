// The relay under the three abuses of issue 18: subscribers that stop reading, 1,000 connections from one
// address, and the store filled by one client. The relay runs as its own process (`dist/cli.js`, default
// limits) so its RSS is its own; clients run here. For each: the relay's RSS, what the abusers were
// answered, whether another client could still pair meanwhile, and how long the relay took to recover.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type * as SignClientModule from '../packages/sign-client/src/index.js'
import type * as WsModule from 'ws'
import { machineLine, recordResults } from './lib/results.js'

const relayDir = fileURLToPath(new URL('../packages/relay/', import.meta.url))
const signClientDir = fileURLToPath(new URL('../packages/sign-client/', import.meta.url))
// The same ws the relay runs on.
const { WebSocket } = createRequire(`${relayDir}package.json`)('ws') as typeof WsModule
type Socket = InstanceType<typeof WebSocket>

const KB = 1000
const SLOW_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 8)

type Sign = Pick<typeof SignClientModule, 'generateRelayKeyPair' | 'signRelayJwt'>
let sign: Sign

function rssBytes(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return Number(line?.[1] ?? 0) * 1024
}

/** Samples the relay's RSS every 50 ms; `peak()` is the highest since the last `reset()`. */
function watchRss(pid: number) {
  let peak = 0
  const timer = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 50)
  return {
    now: () => rssBytes(pid),
    peak: () => Math.max(peak, rssBytes(pid)),
    reset: () => (peak = rssBytes(pid)),
    stop: () => clearInterval(timer),
  }
}

async function startRelayProcess(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [`${relayDir}dist/cli.js`, '--port', '0', '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (ws:\/\/\S+)/.exec(output)
      if (match) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`relay exited with ${code}`)))
  })
  return { url, child }
}

/** A bare relay client: JSON-RPC calls, deliveries counted (and acknowledged unless paused). */
class Client {
  deliveries = 0
  private nextId = 1
  private readonly waiting = new Map<string, (reply: { result?: unknown; error?: { code: number } }) => void>()
  private readonly onDelivery = new Set<() => void>()

  constructor(readonly socket: Socket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { id: string | number; method?: string; result?: unknown }
      if (frame.method === 'irn_subscription') {
        this.deliveries += 1
        socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
        for (const listener of this.onDelivery) listener()
        return
      }
      this.waiting.get(String(frame.id))?.(frame)
      this.waiting.delete(String(frame.id))
    })
  }

  call(method: string, params: unknown): Promise<{ result?: unknown; error?: { code: number } }> {
    const id = String(this.nextId++)
    return new Promise((resolve) => {
      this.waiting.set(id, resolve)
      this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  }

  nextDelivery(timeoutMs = 10_000): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer)
        this.onDelivery.delete(listener)
        resolve(ok)
      }
      const listener = () => done(true)
      const timer = setTimeout(() => done(false), timeoutMs)
      this.onDelivery.add(listener)
    })
  }

  close(): void {
    this.socket.terminate()
  }
}

/** Opens a connection; resolves with the client, or with the HTTP status of a refused upgrade. */
function connect(url: string, options: { localAddress?: string } = {}): Promise<Client | number> {
  const keyPair = sign.generateRelayKeyPair()
  const token = sign.signRelayJwt({ secretKey: keyPair.secretKey, aud: url })
  const socket = new WebSocket(`${url}/?auth=${token}&ua=bench&projectId=bench`, options)
  return new Promise((resolve) => {
    socket.once('open', () => resolve(new Client(socket)))
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0)
      socket.terminate()
    })
    socket.once('error', () => resolve(0))
  })
}

async function mustConnect(url: string, options: { localAddress?: string } = {}): Promise<Client> {
  const client = await connect(url, options)
  if (typeof client === 'number') throw new Error(`connection refused with ${client}`)
  return client
}

let probeCount = 0
/** Another client pairs: a dapp proposes, a wallet subscribes and gets the proposal. Says what happened and how long it took. */
async function probePairing(url: string, localAddress = '127.0.0.2'): Promise<string> {
  const started = performance.now()
  const dapp = await connect(url, { localAddress })
  const wallet = await connect(url, { localAddress })
  try {
    if (typeof dapp === 'number' || typeof wallet === 'number') return `refused (HTTP ${dapp}/${wallet})`
    const topic = `probe-${++probeCount}`.padEnd(64, '0')
    const reply = await dapp.call('wc_proposeSession', { pairingTopic: topic, sessionProposal: 'p', ttl: 300 })
    if (reply.error) return `proposal refused (${reply.error.code})`
    const delivered = wallet.nextDelivery()
    await wallet.call('irn_subscribe', { topic })
    if (!(await delivered)) return 'proposal never delivered'
    return `paired in ${(performance.now() - started).toFixed(0)} ms`
  } finally {
    for (const client of [dapp, wallet]) if (typeof client !== 'number') client.close()
  }
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`
type Row = { scenario: string; rss: string; answers: string; others: string; recovery: string }

async function slowReaders(url: string, rss: ReturnType<typeof watchRss>): Promise<Row> {
  const before = rss.now()
  rss.reset()
  const topic = 'slow'.padEnd(64, '0')
  const readers = await Promise.all(Array.from({ length: 10 }, () => mustConnect(url)))
  for (const reader of readers) await reader.call('irn_subscribe', { topic })
  for (const reader of readers) reader.socket.pause()
  const healthy = await mustConnect(url)
  await healthy.call('irn_subscribe', { topic })
  const publishers = await Promise.all(Array.from({ length: 5 }, () => mustConnect(url)))
  let accepted = 0
  let refused = 0
  const until = performance.now() + SLOW_SECONDS * 1000
  await Promise.all(
    publishers.map(async (publisher, p) => {
      for (let i = 0; performance.now() < until; i++) {
        const message = `${p}:${i}:`.padEnd(200 * KB, 'x')
        const reply = await publisher.call('irn_publish', { topic, message, ttl: 300 })
        if (reply.error) refused += 1
        else accepted += 1
      }
    }),
  )
  const duringProbe = await probePairing(url)
  const peak = rss.peak()
  const released = performance.now()
  for (const reader of readers) reader.socket.resume()
  // Recovered: every slow reader has caught up (nothing more arrives for 500 ms).
  const delivered = () => readers.reduce((sum, reader) => sum + reader.deliveries, 0)
  let caughtUpAt = performance.now()
  let seen = -1
  while (seen !== delivered()) {
    seen = delivered()
    caughtUpAt = performance.now()
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const recovery = caughtUpAt - released
  const afterProbe = await probePairing(url)
  const caughtUp = readers.map((reader) => reader.deliveries)
  for (const client of [...readers, healthy, ...publishers]) client.close()
  return {
    scenario: `10 subscribers stop reading, 1 reads, 5 publishers send 200 KB messages for ${SLOW_SECONDS} s`,
    rss: `${mb(before)} → peak ${mb(peak)} → ${mb(rss.now())}`,
    answers: `${accepted} publishes accepted, ${refused} refused (-32031); the reading subscriber got ${healthy.deliveries}; after resuming, the slow ones got ${Math.min(...caughtUp)}–${Math.max(...caughtUp)} each (what the store still held)`,
    others: `during: ${duringProbe}; after: ${afterProbe}`,
    recovery: `${(recovery / 1000).toFixed(1)} s until the slow readers caught up`,
  }
}

async function oneAddress(url: string, rss: ReturnType<typeof watchRss>): Promise<Row> {
  const before = rss.now()
  rss.reset()
  const statuses = new Map<number, number>()
  const open: Client[] = []
  for (let batch = 0; batch < 20; batch++) {
    const results = await Promise.all(Array.from({ length: 50 }, () => connect(url)))
    for (const result of results) {
      if (typeof result === 'number') statuses.set(result, (statuses.get(result) ?? 0) + 1)
      else {
        open.push(result)
        statuses.set(101, (statuses.get(101) ?? 0) + 1)
      }
    }
  }
  const duringProbe = await probePairing(url)
  const peak = rss.peak()
  const released = performance.now()
  for (const client of open) client.close()
  // Recovered: the same address may connect again.
  let again: Client | number = 0
  while (typeof (again = await connect(url)) === 'number') await new Promise((resolve) => setTimeout(resolve, 10))
  const recovery = performance.now() - released
  again.close()
  const answers = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} × ${status === 101 ? 'opened' : `HTTP ${status}`}`)
  return {
    scenario: '1,000 connections from one address (127.0.0.1), 50 at a time',
    rss: `${mb(before)} → peak ${mb(peak)} → ${mb(rss.now())}`,
    answers: answers.join(', '),
    others: `from 127.0.0.2 during: ${duringProbe}`,
    recovery: `${recovery.toFixed(0)} ms until 127.0.0.1 could connect again`,
  }
}

async function storeFill(url: string, rss: ReturnType<typeof watchRss>): Promise<Row> {
  const before = rss.now()
  rss.reset()
  const started = performance.now()
  // As in the issue: one connection, about 300 messages of 250 KB with a 30-day TTL; then 20 more
  // identities from the same address doing the same, which together hold more than the store.
  const attackers = await Promise.all(Array.from({ length: 21 }, () => mustConnect(url)))
  const tally = { accepted: 0, refused: 0 }
  const flood = async (attacker: Client, a: number, count: number) => {
    for (let i = 0; i < count; i++) {
      const message = `${a}:${i}:`.padEnd(250 * KB, 'x')
      const reply = await attacker.call('irn_publish', { topic: `fill-${a}-${i}`, message, ttl: 30 * 86_400 })
      if (reply.error) tally.refused += 1
      else tally.accepted += 1
    }
  }
  await flood(attackers[0]!, 0, 300)
  const single = { ...tally }
  const singleProbe = await probePairing(url, '127.0.0.1')
  for (let a = 1; a < attackers.length; a++) await flood(attackers[a]!, a, 30)
  const seconds = (performance.now() - started) / 1000
  const duringProbe = await probePairing(url, '127.0.0.1')
  const peak = rss.peak()
  for (const attacker of attackers) attacker.close()
  return {
    scenario: 'one client publishes 300 × 250 KB (30-day TTL), then 20 more client ids 30 each',
    rss: `${mb(before)} → peak ${mb(peak)} → ${mb(rss.now())}`,
    answers: `one client: ${single.accepted} accepted, ${single.refused} refused (-32031, client quota); with 21 ids: ${tally.accepted} accepted, ${tally.refused} refused, in ${seconds.toFixed(1)} s`,
    others: `after one client: ${singleProbe}; after 21 ids (store full): ${duringProbe}`,
    recovery: 'none needed: other clients were never refused',
  }
}

export async function runRelaySoak(): Promise<void> {
  sign = (await import(pathToFileURL(`${signClientDir}dist/index.js`).href)) as Sign
  const { url, child } = await startRelayProcess()
  const rss = watchRss(child.pid!)
  try {
    const idle = rss.now()
    const rows = [await slowReaders(url, rss), await oneAddress(url, rss), await storeFill(url, rss)]
    const table = [
      `Machine: ${await machineLine()}. Relay: \`node packages/relay/dist/cli.js\` in its own process with default limits (64 MiB store, 4 MiB per client, 1 MiB per topic, 1 MiB send buffer, 100 connections per address); idle RSS ${mb(idle)}. Clients in the bench process; "other clients" pair from another address (127.0.0.2) unless noted. Scenarios run one after another on the same relay.`,
      '',
      '| abuse | relay RSS (before → peak → after) | answers to the abusers | other clients | recovery |',
      '| --- | --- | --- | --- | --- |',
      ...rows.map((row) => `| ${row.scenario} | ${row.rss} | ${row.answers} | ${row.others} | ${row.recovery} |`),
      '',
      'Before the fixes (issue 18, same abuses): the slow readers took the relay from 75 MB to 1.5 GB RSS in 8 s; the 1,000 sockets took every connection and other clients got 503; the one client filled the store in 3.3 s and every pairing failed until a restart.',
      '',
      'What the slow readers miss: the reading subscriber acknowledges each message, and acknowledged messages are the first to go when the topic needs room, so a slow subscriber of another client id gets what its socket buffers held plus what the store still holds (WalletConnect topics have two parties, so this only touches a third reader). The RSS peak is mostly garbage of the messages that went through; the send buffers themselves stay under 1 MiB per connection.',
    ].join('\n')
    console.log(`\n## Relay soak\n\n${table}\n`)
    recordResults(
      'relay-soak',
      `## Relay soak: slow readers, one address, one client filling the store (\`npm run bench -- relay-soak\`)\n\n${table}`,
    )
  } finally {
    rss.stop()
    child.kill('SIGTERM')
  }
}
