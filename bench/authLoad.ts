// Load on the auth API under `next start`: requests per second and p99 latency at 50 connections.
// Target (Foundation issue): /auth/session >= 3000 req/s with p99 < 25 ms on this 2-core machine.
import autocannon from 'autocannon'
import { fileURLToPath } from 'node:url'
import { createSiweMessage } from 'viem/siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS, startAnvil, startWebApp } from '@agentry/test-utils'
import { machineLine, recordResults } from './lib/results.js'

const appDir = fileURLToPath(new URL('../apps/web', import.meta.url))
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 50

type Row = { name: string; rps: number; p50: number; p99: number; non2xx: number; errors: number }

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
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
  const sessionCookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c?.startsWith('agentry_session='))
  if (!sessionCookie) throw new Error('no session cookie after sign-in')
  return sessionCookie
}

export async function runAuthLoad(): Promise<Row[]> {
  const anvil = await startAnvil()
  const app = await startWebApp({
    appDir,
    env: { LOCAL_RPC_URL: anvil.rpcUrl, RATE_LIMIT_NONCE_PER_MIN: '100000000', RATE_LIMIT_LOGIN_PER_MIN: '100000000' },
  })
  try {
    const cookie = await signIn(app.url)
    const check = (await (await fetch(`${app.url}/auth/session`, { headers: { cookie } })).json()) as { siwe: unknown }
    if (!check.siwe) throw new Error('the session cookie does not read back as signed in')
    const rows = [
      await load('GET /auth/session (anonymous)', `${app.url}/auth/session`),
      await load('GET /auth/session (signed in)', `${app.url}/auth/session`, { cookie }),
      await load('GET /auth/nonce', `${app.url}/auth/nonce`),
    ]
    const table = [
      `Machine: ${await machineLine()}. autocannon ${CONNECTIONS} connections, ${DURATION} s per row after a 2 s warm-up; the load generator shares the 2 cores with \`next start\`. Embedded database (PGlite).`,
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
    await app.stop()
    await anvil.stop()
  }
}
