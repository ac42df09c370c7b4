// Relays as child processes (`packages/relay/dist/cli.js`, so each one's CPU and RSS are its own) and a
// lean relay client for load: frames are matched by text, not parsed, so the load generator spends as
// little of the shared cores as it can.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type * as SignClientModule from '../../packages/sign-client/src/index.js'
import type * as WsModule from 'ws'

const relayDir = fileURLToPath(new URL('../../packages/relay/', import.meta.url))
const signClientDir = fileURLToPath(new URL('../../packages/sign-client/', import.meta.url))
// The same ws the relay runs on.
const { WebSocket } = createRequire(`${relayDir}package.json`)('ws') as typeof WsModule
type Socket = InstanceType<typeof WebSocket>
type Sign = Pick<typeof SignClientModule, 'generateRelayKeyPair' | 'signRelayJwt'>

let sign: Sign | undefined
async function signer(): Promise<Sign> {
  sign ??= (await import(pathToFileURL(`${signClientDir}dist/index.js`).href)) as Sign
  return sign
}

export type RelayProcess = { url: string; child: ChildProcess; stop: () => Promise<void> }

/** Limits out of the way of a load test: rates, connections per address, store. */
const BENCH_LIMITS = [
  '--max-requests-per-minute',
  '100000000',
  '--max-connections',
  '20000',
  '--max-connections-per-address',
  '20000',
  '--max-store-bytes',
  '1073741824',
  '--max-store-bytes-per-client',
  '1073741824',
  '--max-store-bytes-per-topic',
  '1073741824',
]

/** The relay build to run: `packages/relay/dist/cli.js`, or another build's (e.g. to compare with a commit before). */
export const relayCli = process.env.BENCH_RELAY_CLI ?? `${relayDir}dist/cli.js`

/**
 * Starts `agentry-relay` on a free port with `args` added (e.g. `--nats`), optionally under `node --cpu-prof`;
 * with the load limits out of the way unless `benchLimits` is false (a bench of the quotas themselves).
 */
export async function startRelayProcess(
  args: string[] = [],
  nodeArgs: string[] = [],
  { benchLimits = true }: { benchLimits?: boolean } = {},
): Promise<RelayProcess> {
  const child = spawn(
    process.execPath,
    [...nodeArgs, relayCli, '--port', '0', '--host', '127.0.0.1', ...(benchLimits ? BENCH_LIMITS : []), ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (ws:\/\/\S+)/.exec(output)
      if (match) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`relay exited with ${code}`)))
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  return { url, child, stop }
}

/** RSS of a process in bytes, from /proc. */
export function rssBytes(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return Number(line?.[1] ?? 0) * 1024
}

/** User + system CPU seconds a process has used, from /proc (clock ticks of 1/100 s). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

const ID = /"id":(\d+)/
const SENT_AT = /"message":"t(\d+(?:\.\d+)?)"/

/** A relay client for load: publish with a window of unanswered calls, deliveries timed and acknowledged. */
export class LoadClient {
  private nextId = 1
  private readonly waiting = new Map<number, () => void>()
  /** Called with the publish-to-deliver latency in ms of every delivery. */
  onDelivery: (latencyMs: number) => void = () => {}

  constructor(readonly socket: Socket) {
    socket.on('message', (data) => {
      const text = data.toString()
      const id = ID.exec(text)?.[1] ?? ''
      if (text.includes('"irn_subscription"')) {
        // The relay's id as it sent it (it may exceed 2^53), echoed in the acknowledgement.
        socket.send(`{"id":${id},"jsonrpc":"2.0","result":true}`)
        const sentAt = Number(SENT_AT.exec(text)?.[1])
        this.onDelivery(performance.now() - sentAt)
        return
      }
      this.waiting.get(Number(id))?.()
      this.waiting.delete(Number(id))
    })
  }

  private call(method: string, params: string): Promise<void> {
    const id = this.nextId++
    return new Promise((resolve) => {
      this.waiting.set(id, resolve)
      this.socket.send(`{"id":${id},"jsonrpc":"2.0","method":"${method}","params":${params}}`)
    })
  }

  subscribe(topic: string): Promise<void> {
    return this.call('irn_subscribe', `{"topic":"${topic}"}`)
  }

  /** Publishes a message carrying its send time, so the subscriber can time the delivery. */
  publish(topic: string): Promise<void> {
    return this.call('irn_publish', `{"topic":"${topic}","message":"t${performance.now()}","ttl":300,"tag":1100}`)
  }

  close(): void {
    this.socket.terminate()
  }
}

/** Opens an authenticated connection to a relay. */
export async function connectLoadClient(url: string, localAddress?: string): Promise<LoadClient> {
  const { generateRelayKeyPair, signRelayJwt } = await signer()
  const keyPair = generateRelayKeyPair()
  const token = signRelayJwt({ secretKey: keyPair.secretKey, aud: url })
  const socket = new WebSocket(`${url}/?auth=${token}&ua=bench&projectId=bench`, { localAddress })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return new LoadClient(socket)
}

/** The p-th percentile (0..100) of a list of numbers, rounded to 0.1. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10
}
