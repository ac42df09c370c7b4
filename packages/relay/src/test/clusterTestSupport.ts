// Test support (not exported): the real engines for cluster tests. The machine's NATS and Redis serve most
// tests, each under its own subject and key prefix; a test that must stop an engine runs its own server as a
// child process on a free port. Relays that must die by SIGKILL run as child processes too.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createConnection, createServer, type Server, type Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createClient } from 'redis'
import { waitFor } from '@agentry/test-utils/wait'
import type { RelayLogger } from '../log.js'

export const NATS_URL = process.env.RELAY_TEST_NATS_URL ?? 'nats://127.0.0.1:4222'
export const REDIS_URL = process.env.RELAY_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const NATS_SERVER = process.env.NATS_SERVER_BIN ?? 'nats-server'
const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server'

/** A prefix no other test uses: its NATS subjects and Redis keys are its own. */
export function uniquePrefix(): string {
  return `test-${randomBytes(6).toString('hex')}`
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Deletes every Redis key under a prefix. */
export async function deleteRedisPrefix(prefix: string, url = REDIS_URL): Promise<void> {
  const client = createClient({ url })
  await client.connect()
  for await (const keys of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 1000 })) {
    if (keys.length > 0) await client.unlink(keys)
  }
  await client.close()
}

/** Runs one command on Redis, for checks a test makes on the store itself. */
export async function redisCommand(args: string[], url = REDIS_URL): Promise<unknown> {
  const client = createClient({ url })
  await client.connect()
  try {
    return await client.sendCommand(args)
  } finally {
    await client.close()
  }
}

/** An engine server run by a test, on its own port, that the test can stop and start again. */
export type EngineProcess = {
  port: number
  url: string
  stop(): Promise<void>
  start(): Promise<void>
  /** SIGSTOP: the server keeps its connections open and answers nothing, as a stalled host does. */
  pause(): void
  /** SIGCONT after `pause`. */
  resume(): void
}

async function engine(
  command: string,
  args: (port: number) => string[],
  scheme: string,
  port?: number,
): Promise<EngineProcess> {
  const chosen = port ?? (await freePort())
  let child: ChildProcess | undefined
  const handle: EngineProcess = {
    port: chosen,
    url: `${scheme}://127.0.0.1:${chosen}`,
    async start() {
      child = spawn(command, args(chosen), { stdio: 'ignore' })
      const spawned = child
      await waitFor(`${command} to listen`, async () => spawned.exitCode === null && (await accepts(chosen)), {
        timeoutMs: 10_000,
      })
    },
    pause() {
      child?.kill('SIGSTOP')
    },
    resume() {
      child?.kill('SIGCONT')
    },
    async stop() {
      const running = child
      if (!running || running.exitCode !== null) return
      await new Promise((resolve) => {
        running.once('exit', resolve)
        running.kill('SIGKILL')
      })
      await waitFor(`${command} to stop`, async () => !(await accepts(chosen)), { timeoutMs: 5000 })
    },
  }
  await handle.start()
  return handle
}

/** A nats-server of the test's own (core NATS, loopback only). */
export function startNatsServer(): Promise<EngineProcess> {
  return engine(NATS_SERVER, (port) => ['-a', '127.0.0.1', '-p', String(port)], 'nats')
}

/** A redis-server of the test's own, without persistence: a restart comes back empty, as after a crash. */
export function startRedisServer(): Promise<EngineProcess> {
  return engine(
    REDIS_SERVER,
    (port) => ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    'redis',
  )
}

export type RelayProcess = { url: string; port: number; child: ChildProcess; exited: Promise<number | null> }

/** `agentry-relay` in a child process (the CLI from source), so a test can kill it for real. */
export async function spawnRelay(args: string[]): Promise<RelayProcess> {
  const cli = fileURLToPath(new URL('../cli.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--host', '127.0.0.1', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Agentry relay listening on (ws:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match) resolve(match[1]!)
    })
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    void exited.then((code) => reject(new Error(`relay exited with ${code}: ${output}`)))
  })
  return { url, port: Number(new URL(url).port), child, exited }
}

/**
 * A TCP forwarder on a fixed port whose target can be switched, as a load balancer moves clients to a
 * live instance. With no target it refuses (closes) every connection: the client is offline.
 */
export class TcpSwitch {
  private readonly pairs = new Set<[Socket, Socket]>()
  private target: number | undefined

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(target: number | undefined): Promise<TcpSwitch> {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const proxy = new TcpSwitch(server, (server.address() as { port: number }).port)
    proxy.target = target
    server.on('connection', (client) => proxy.forward(client))
    return proxy
  }

  get url(): string {
    return `ws://127.0.0.1:${this.port}`
  }

  /** New connections go to `target` (undefined: refused). Open connections are cut: their clients reconnect. */
  switchTo(target: number | undefined): void {
    this.target = target
    for (const [client, upstream] of this.pairs) {
      client.destroy()
      upstream.destroy()
    }
    this.pairs.clear()
  }

  close(): Promise<void> {
    this.switchTo(undefined)
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  private forward(client: Socket): void {
    if (this.target === undefined) {
      client.destroy()
      return
    }
    const upstream = createConnection({ host: '127.0.0.1', port: this.target })
    const pair: [Socket, Socket] = [client, upstream]
    this.pairs.add(pair)
    const drop = () => {
      this.pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    client.pipe(upstream)
    upstream.pipe(client)
  }
}

/** A logger that keeps what it is told, for tests that check what the relay reported. */
export function recordingLogger(): RelayLogger & { lines: string[] } {
  const lines: string[] = []
  return {
    lines,
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message) => lines.push(`error ${message}`),
  }
}
