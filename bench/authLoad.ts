// Load on the auth API of the production server (apps/web/server: the auth routes on node:http, the
// rest through Next): requests per second and p99 latency at 50 connections.
// Target (Foundation issue): /auth/session >= 3000 req/s with p99 < 25 ms on this 2-core machine.
import autocannon from 'autocannon'
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { createSiweMessage } from 'viem/siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS, createTestDatabase, freePort, startAnvil, startWebApp } from '@agentry/test-utils'
import { machineLine, recordResults } from './lib/results.js'

const appDir = fileURLToPath(new URL('../apps/web', import.meta.url))
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 50

type Row = { name: string; rps: number; p50: number; p99: number; non2xx: number; errors: number }

const hasWrk = (() => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
    return true
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is a real failure.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT'
  }
})()

/** wrk (C, one thread) when installed: it leaves the server most of the 2 cores. */
function wrkLoad(name: string, url: string, headers: Record<string, string>): Row {
  const args = [
    '-t1',
    `-c${CONNECTIONS}`,
    `-d${DURATION}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ]
  execFileSync('wrk', ['-t1', '-c10', '-d2s', ...args.slice(3)], { stdio: 'ignore' })
  const out = execFileSync('wrk', args, { encoding: 'utf8' })
  const ms = (label: string) => {
    const m = out.match(new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`))
    if (!m) return NaN
    const v = Number(m[1])
    return m[2] === 'us' ? v / 1000 : m[2] === 's' ? v * 1000 : v
  }
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0)
  const errors = (
    out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)?.slice(1) ?? []
  ).reduce((n, v) => n + Number(v), 0)
  return {
    name,
    rps: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1])),
    p50: ms('50%'),
    p99: ms('99%'),
    non2xx,
    errors,
  }
}

async function autocannonLoad(name: string, url: string, headers: Record<string, string>): Promise<Row> {
  // Warm-up so the JIT and the route's first compile are not measured.
  await autocannon({ url, connections: 10, duration: 2, headers })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers })
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  return hasWrk ? wrkLoad(name, url, headers) : await autocannonLoad(name, url, headers)
}

async function signIn(base: string): Promise<string> {
  const account = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
  const nonceRes = await fetch(`${base}/auth/nonce`)
  const cookie = (nonceRes.headers.get('set-cookie') ?? '').split(';')[0]!
  const { nonce } = (await nonceRes.json()) as { nonce: string }
  const origin = new URL(base)
  const message = createSiweMessage({
    address: account.address,
    chainId: 1337,
    domain: origin.host,
    uri: origin.origin,
    nonce,
    version: '1',
    statement: 'Please sign with your account',
    issuedAt: new Date(),
  })
  const signature = await account.signMessage({ message })
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: origin.origin, cookie },
    body: JSON.stringify({ message, signature }),
  })
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`)
  const sessionCookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c?.startsWith('agentry_session='))
  if (!sessionCookie) throw new Error('no session cookie after sign-in')
  return sessionCookie
}

/** Loads the auth routes of one server; `database` names the backend in the table. */
async function loadServer(
  rpcUrl: string,
  database: 'PGlite' | 'PostgreSQL',
  extraEnv: Record<string, string>,
): Promise<Row[]> {
  const env = {
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOCAL_RPC_URL: rpcUrl,
    RATE_LIMIT_NONCE_PER_MIN: '100000000',
    RATE_LIMIT_LOGIN_PER_MIN: '100000000',
    ...extraEnv,
  }
  const app = await startWebApp({ appDir, env })
  try {
    const cookie = await signIn(app.url)
    const check = (await (await fetch(`${app.url}/auth/session`, { headers: { cookie } })).json()) as { siwe: unknown }
    if (!check.siwe) throw new Error('the session cookie does not read back as signed in')
    const rows: Row[] = []
    // For comparison: a static file, which goes through Next's request handler.
    if (database === 'PGlite') rows.push(await load('GET /icon.svg (static file, through Next)', `${app.url}/icon.svg`))
    if (database === 'PGlite')
      rows.push(await load('GET /auth/session (anonymous, no database read)', `${app.url}/auth/session`))
    rows.push(await load(`GET /auth/session (signed in, ${database})`, `${app.url}/auth/session`, { cookie }))
    rows.push(await load(`GET /auth/nonce (${database})`, `${app.url}/auth/nonce`))
    return rows
  } finally {
    await app.stop()
  }
}

/**
 * Calibration: a bare node:http server answering what an anonymous /auth/session answers, in a child
 * process so it gets the same share of the machine as the app. The ceiling any handler could reach here.
 */
async function loadBareNode(): Promise<Row> {
  const port = await freePort()
  const source = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"siwe":null}') }).listen(${port}, '127.0.0.1', () => console.log('up'))`
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((resolve) => child.stdout.once('data', resolve))
  try {
    return await load(
      'bare node:http answering the same JSON (calibration, not our app)',
      `http://127.0.0.1:${port}/auth/session`,
    )
  } finally {
    child.kill('SIGTERM')
  }
}

export async function runAuthLoad(): Promise<Row[]> {
  const anvil = await startAnvil()
  const postgres = await createTestDatabase()
  try {
    const rows = [
      await loadBareNode(),
      ...(await loadServer(anvil.rpcUrl, 'PGlite', {})),
      ...(await loadServer(anvil.rpcUrl, 'PostgreSQL', { DATABASE_URL: postgres.url })),
    ]
    const table = [
      `Machine: ${await machineLine()}. ${hasWrk ? 'wrk (1 thread)' : 'autocannon'}, ${CONNECTIONS} connections, ${DURATION} s per row after a 2 s warm-up; the load generator shares the 2 cores with the server (\`node dist/server.cjs\`). PGlite is the embedded default; PostgreSQL is the local server (127.0.0.1:5432).`,
      '',
      '| route | req/s | p50 ms | p99 ms | non-2xx | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`),
      '',
      'Target: /auth/session at least 3000 req/s with p99 under 25 ms.',
    ].join('\n')
    console.log(`\n## Auth API under load\n\n${table}\n`)
    recordResults('auth-load', `## Auth API under load (\`npm run bench -- auth\`)\n\n${table}`)
    return rows
  } finally {
    await postgres.drop()
    await anvil.stop()
  }
}
