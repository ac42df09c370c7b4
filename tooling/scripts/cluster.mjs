// `npm run cluster` (after tooling/scripts/cluster.sh has built): the deployment picture of the README on
// one machine. Two site instances (the production server, apps/web/dist/server.cjs) behind a round-robin
// proxy, two relays on NATS and Redis behind another, PostgreSQL, and anvil (chain 1337) as `npm run local`
// runs it. Ctrl-C (or SIGTERM) stops every child and waits for them to exit.
//
// Ports (environment): CLUSTER_PORT (3000) is the site's proxy and the instances listen on the next two
// ports (3001, 3002); CLUSTER_WALLET_PORT (3100) is the embedded-wallet host's proxy (http://localhost:3100,
// the name WebAuthn needs), its instances on the next two ports (3101, 3102) and, on the third (3103), a
// host that only keeps the development inbox: both instances mail their codes to its SMTP server
// (CLUSTER_WALLET_SMTP_PORT, 2526) and they are read at http://localhost:3103/dev/inbox; CLUSTER_RELAY_PORT (8787) is the relays' proxy, the relays on the next two (8788,
// 8789) and their /metrics on the two after (8790, 8791, loopback only: the proxy forwards the relays' own
// ports, so metrics served there would be public); ANVIL_PORT (8545) is reused when a node already answers there.
// Engines: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/agentry_cluster, created when missing),
// REDIS_URL (redis://127.0.0.1:6379), NATS_URL (nats://127.0.0.1:4222); CLUSTER_PREFIX names this cluster's
// NATS subjects and Redis keys (default agentry-cluster). SESSION_SECRET is generated when unset, shared by
// both instances (sessions then last as long as the cluster runs).
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { existsSync, readFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import { fileURLToPath } from 'node:url'
import { startProxy } from './clusterProxy.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const webDir = `${root}apps/web`
const env = process.env
const sitePort = Number(env.CLUSTER_PORT ?? 3000)
const relayPort = Number(env.CLUSTER_RELAY_PORT ?? 8787)
const walletPort = Number(env.CLUSTER_WALLET_PORT ?? 3100)
const walletSmtpPort = Number(env.CLUSTER_WALLET_SMTP_PORT ?? 2526)
const anvilPort = Number(env.ANVIL_PORT ?? 8545)
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agentry_cluster'
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const natsUrl = env.NATS_URL ?? 'nats://127.0.0.1:4222'
const prefix = env.CLUSTER_PREFIX ?? 'agentry-cluster'
const sessionSecret = env.SESSION_SECRET ?? randomBytes(32).toString('hex')
const walletSessionSecret = env.WALLET_SESSION_SECRET ?? randomBytes(32).toString('hex')
// The auth shares stay in the cluster's database across runs, so their key-encryption key must too: the one
// `npm run local` keeps in apps/wallet/.env.local (written there when missing).
const walletKek = env.WALLET_KEK ?? readWalletDevKek()
const INSTANCES = 2

/**
 * The social login settings (WALLET_OAUTH_*, WALLET_OIDC_*) kept in apps/wallet/.env.local, as `npm run local`
 * reads them there; the shell's own values win. Register http://localhost:3100/social/callback at the provider.
 */
function readWalletSocialSettings() {
  const file = `${root}apps/wallet/.env.local`
  if (!existsSync(file)) return {}
  const settings = {}
  for (const [, name, value] of readFileSync(file, 'utf8').matchAll(/^(WALLET_(?:OAUTH|OIDC)_[A-Z_]+)=(.*)$/gm))
    if (env[name] === undefined) settings[name] = value.trim()
  return settings
}

/** WALLET_KEK from apps/wallet/.env.local, which apps/wallet/scripts/dev-env.mjs writes when it is missing. */
function readWalletDevKek() {
  execFileSync(process.execPath, [`${root}apps/wallet/scripts/dev-env.mjs`], { stdio: 'ignore' })
  const kek = /^WALLET_KEK=([0-9a-fA-F]{64})$/m.exec(readFileSync(`${root}apps/wallet/.env.local`, 'utf8'))?.[1]
  if (!kek) throw new Error('apps/wallet/.env.local has no WALLET_KEK')
  return kek
}

/** @type {{ name: string, child: import('node:child_process').ChildProcess }[]} */
const children = []
/** @type {{ close: () => Promise<void> }[]} */
const proxies = []
let stopping = false

function log(line) {
  console.info(`[cluster] ${line}`)
}

/** Runs a child in its own process group (Next may fork), its output prefixed with its name. */
function run(name, command, args, extraEnv = {}, cwd = root) {
  const child = spawn(command, args, {
    cwd,
    env: { ...env, ...extraEnv },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk) => {
      buffered += chunk
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) console.info(`[${name}] ${line}`)
    })
  }
  child.once('exit', (code, signal) => {
    if (!stopping) log(`${name} exited (${signal ?? `code ${code}`}); the proxy sends its share to the others`)
  })
  children.push({ name, child })
  return child
}

function accepts(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function waitFor(what, check, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited before it was ready`)
    if (await check()) return
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function httpAnswers(url, init) {
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(2000) })
    await response.body?.cancel()
    return response.status < 500
  } catch {
    return false
  }
}

/** Creates the cluster's database when the server has none of that name (the site migrates it). */
async function ensureDatabase() {
  const pg = createRequire(`${webDir}/package.json`)('pg')
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  const admin = new URL(databaseUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`refusing to create a database named "${name}"`)
      await client.query(`create database ${name}`)
      log(`created database ${name}`)
    }
  } finally {
    await client.end()
  }
}

async function startAnvil() {
  const rpcUrl = `http://127.0.0.1:${anvilPort}`
  const chainId = { method: 'POST', headers: { 'content-type': 'application/json' } }
  const probe = () =>
    httpAnswers(rpcUrl, { ...chainId, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }) })
  if (await probe()) {
    log(`anvil: already answering on ${rpcUrl}`)
    return rpcUrl
  }
  const bin = createRequire(`${root}tooling/test-utils/package.json`).resolve('@foundry-rs/anvil/bin.mjs')
  const child = run('anvil', process.execPath, [
    bin,
    '--host',
    '127.0.0.1',
    '--port',
    String(anvilPort),
    '--chain-id',
    '1337',
    '--silent',
  ])
  await waitFor('anvil', probe, child)
  return rpcUrl
}

async function startRelays() {
  const ports = Array.from({ length: INSTANCES }, (_, i) => relayPort + 1 + i)
  const metricsPorts = ports.map((port) => port + INSTANCES)
  const relays = ports.map((port, i) =>
    run(`relay-${i + 1}`, process.execPath, [
      'packages/relay/dist/cli.js',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--nats',
      natsUrl,
      '--redis',
      redisUrl,
      '--cluster-prefix',
      prefix,
      '--trust-proxy',
      '--metrics',
      `127.0.0.1:${metricsPorts[i]}`,
    ]),
  )
  await Promise.all(ports.map((port, i) => waitFor(`relay-${i + 1}`, () => accepts(port), relays[i])))
  proxies.push(
    await startProxy({ port: relayPort, backends: ports.map((port) => ({ host: '127.0.0.1', port })), name: 'relay' }),
  )
  return `ws://127.0.0.1:${relayPort}`
}

/**
 * The embedded-wallet host (apps/wallet): two instances sharing PostgreSQL (codes, sessions) and Redis
 * (limits) behind the proxy, and a third that only runs the development SMTP server and inbox.
 */
async function startWallets() {
  const publicUrl = `http://localhost:${walletPort}`
  const inboxPort = walletPort + INSTANCES + 1
  const shared = {
    NODE_ENV: 'production',
    WALLET_HOST: '127.0.0.1',
    WALLET_ALLOWED_ORIGINS: `http://127.0.0.1:${sitePort},http://localhost:${sitePort}`,
    WALLET_SESSION_SECRET: walletSessionSecret,
    WALLET_KEK: walletKek,
    WALLET_RPC_URLS: `1337=http://127.0.0.1:${anvilPort}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    WALLET_REDIS_KEY_PREFIX: `${prefix}-wallet:`,
    ...readWalletSocialSettings(),
  }
  const inbox = run('wallet-inbox', process.execPath, ['apps/wallet/dist/server.js'], {
    ...shared,
    WALLET_PORT: String(inboxPort),
    WALLET_PUBLIC_URL: `http://localhost:${inboxPort}`,
    WALLET_DEV_INBOX: '1',
    WALLET_DEV_SMTP_PORT: String(walletSmtpPort),
  })
  await waitFor('wallet-inbox', () => accepts(walletSmtpPort), inbox)
  const ports = Array.from({ length: INSTANCES }, (_, i) => walletPort + 1 + i)
  const wallets = ports.map((port, i) =>
    run(`wallet-${i + 1}`, process.execPath, ['apps/wallet/dist/server.js'], {
      ...shared,
      WALLET_PORT: String(port),
      WALLET_PUBLIC_URL: publicUrl,
      WALLET_TRUSTED_PROXIES: '1',
      SMTP_URL: `smtp://127.0.0.1:${walletSmtpPort}`,
    }),
  )
  await Promise.all(
    ports.map((port, i) =>
      waitFor(`wallet-${i + 1}`, () => httpAnswers(`http://127.0.0.1:${port}/api/health`), wallets[i]),
    ),
  )
  proxies.push(
    await startProxy({
      port: walletPort,
      backends: ports.map((port) => ({ host: '127.0.0.1', port })),
      name: 'wallet',
    }),
  )
  return { walletUrl: publicUrl, inboxUrl: `http://localhost:${inboxPort}/dev/inbox` }
}

async function startSites(rpcUrl, relayUrl, walletUrl) {
  const ports = Array.from({ length: INSTANCES }, (_, i) => sitePort + 1 + i)
  const siteEnv = {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DEPLOY_ENV: env.DEPLOY_ENV ?? 'development',
    SESSION_SECRET: sessionSecret,
    PUBLIC_ORIGIN: `http://127.0.0.1:${sitePort}`,
    SIWE_CHAIN_IDS: env.SIWE_CHAIN_IDS ?? '1,5777,1337',
    LOCAL_RPC_URL: rpcUrl,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `${prefix}-site`,
    TRUST_PROXY: '1',
    MODAL_WALLETCONNECT_RELAY_URL: relayUrl,
    MODAL_EMBEDDED_WALLET_URL: walletUrl,
    HOST: '127.0.0.1',
  }
  const sites = ports.map((port, i) =>
    run(`site-${i + 1}`, process.execPath, ['dist/server.cjs'], { ...siteEnv, PORT: String(port) }, webDir),
  )
  await Promise.all(
    ports.map((port, i) =>
      waitFor(`site-${i + 1}`, () => httpAnswers(`http://127.0.0.1:${port}/auth/session`), sites[i]),
    ),
  )
  proxies.push(
    await startProxy({ port: sitePort, backends: ports.map((port) => ({ host: '127.0.0.1', port })), name: 'site' }),
  )
  return `http://127.0.0.1:${sitePort}`
}

/** SIGTERM to every child's group, SIGKILL after 15 s; the proxies close first so nothing new arrives. */
async function stopAll(code) {
  if (stopping) return
  stopping = true
  log('stopping: proxies first, then every instance with SIGTERM')
  await Promise.all(proxies.map((proxy) => proxy.close()))
  await Promise.all(
    children.map(async ({ name, child }) => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        return
      }
      const timer = setTimeout(() => {
        log(`${name} still runs after 15 s: SIGKILL`)
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // already gone
        }
      }, 15_000)
      await exited
      clearTimeout(timer)
    }),
  )
  log('stopped')
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0))

try {
  for (const [what, url] of [
    ['NATS', natsUrl],
    ['Redis', redisUrl],
    ['PostgreSQL', databaseUrl],
  ]) {
    const { hostname, port } = new URL(url)
    const defaultPort = { NATS: 4222, Redis: 6379, PostgreSQL: 5432 }[what]
    if (!(await accepts(Number(port || defaultPort), hostname))) {
      throw new Error(
        `${what} does not answer at ${hostname}:${port || defaultPort} (tooling/scripts/ensure-services.sh starts it)`,
      )
    }
  }
  await ensureDatabase()
  const rpcUrl = await startAnvil()
  const relayUrl = await startRelays()
  const { walletUrl, inboxUrl } = await startWallets()
  const siteUrl = await startSites(rpcUrl, relayUrl, walletUrl)
  log(`wallet host ${walletUrl} (instances on ${walletPort + 1}, ${walletPort + 2}), mail read at ${inboxUrl}`)
  log(`ready: site ${siteUrl} (instances on ${sitePort + 1}, ${sitePort + 2}), relay ${relayUrl}`)
  log(
    `      (relays on ${relayPort + 1}, ${relayPort + 2}, their /metrics on ${relayPort + 3}, ${relayPort + 4}), anvil ${rpcUrl} (chain 1337); Ctrl-C stops it all`,
  )
} catch (error) {
  console.error(`[cluster] failed to start: ${error instanceof Error ? error.message : error}`)
  await stopAll(1)
}
