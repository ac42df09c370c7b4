// 1,000 full SIWE sign-ins, 50 at a time, across the 2 site instances of `npm run cluster` (its proxy in
// front, one PostgreSQL database, one Redis). Each sign-in: GET /auth/nonce, sign (EIP-191, in this
// process), POST /auth/login, GET /auth/session with the new cookie, which must name the account that
// signed (otherwise a crossed session). Ports: BENCH_CLUSTER_BASE_PORT (41240), +10 relays, +20 anvil.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createTestDatabase, signInToSite } from '@agentry/test-utils'
import { percentile } from './lib/relayProcesses.js'
import { machineLine, recordResults } from './lib/results.js'

const SCRIPT = fileURLToPath(new URL('../tooling/scripts/cluster.mjs', import.meta.url))
const BASE = Number(process.env.BENCH_CLUSTER_BASE_PORT ?? 41240)
const SITE = `http://127.0.0.1:${BASE}`
const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 1000)
const CONCURRENCY = 50

type Outcome = { ok: boolean; crossed: boolean; ms: number; servedBy: string[]; error?: string }

async function signIn(privateKey: `0x${string}`): Promise<Outcome> {
  const account = privateKeyToAccount(privateKey)
  const started = performance.now()
  const servedBy: string[] = []
  try {
    const { loginResponse, sessionCookie, servedBy: path } = await signInToSite({ site: SITE, account })
    servedBy.push(...path)
    if (loginResponse.status !== 200) throw new Error(`login ${loginResponse.status} ${await loginResponse.text()}`)
    await loginResponse.body?.cancel()
    const ms = performance.now() - started
    const read = await fetch(`${SITE}/auth/session`, { headers: { cookie: sessionCookie ?? '' } })
    servedBy.push(read.headers.get('x-served-by') ?? '?')
    const body = (await read.json()) as { siwe: { address: string } | null }
    return { ok: true, crossed: body.siwe?.address !== account.address, ms, servedBy }
  } catch (error) {
    return { ok: false, crossed: false, ms: performance.now() - started, servedBy, error: String(error) }
  }
}

async function startCluster(databaseUrl: string) {
  const child = spawn(process.execPath, [SCRIPT], {
    env: {
      ...process.env,
      CLUSTER_PORT: String(BASE),
      CLUSTER_RELAY_PORT: String(BASE + 10),
      ANVIL_PORT: String(BASE + 20),
      DATABASE_URL: databaseUrl,
      CLUSTER_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
      // One load generator is one address: the per-address limits would otherwise be what is measured.
      RATE_LIMIT_NONCE_PER_MIN: '100000000',
      RATE_LIMIT_LOGIN_PER_MIN: '100000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 150_000
  while (!output.includes('[cluster] ready')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the cluster did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    stop: async () => {
      child.kill('SIGINT')
      return await exited
    },
  }
}

export async function runSiteCluster(): Promise<void> {
  const database = await createTestDatabase()
  const cluster = await startCluster(database.url)
  try {
    // Warm-up: the first requests compile routes and fill pools on both instances.
    await Promise.all(Array.from({ length: 10 }, () => signIn(generatePrivateKey())))
    const keys = Array.from({ length: SIGN_INS }, () => generatePrivateKey())
    const outcomes: Outcome[] = []
    const started = performance.now()
    let next = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < keys.length) outcomes.push(await signIn(keys[next++]!))
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const failures = outcomes.filter((o) => !o.ok)
    const crossed = outcomes.filter((o) => o.crossed).length
    const times = outcomes.filter((o) => o.ok).map((o) => o.ms)
    const spread = new Map<string, number>()
    for (const name of outcomes.flatMap((o) => o.servedBy)) spread.set(name, (spread.get(name) ?? 0) + 1)
    const table = [
      `Machine: ${await machineLine()} (shared). \`tooling/scripts/cluster.mjs\`: 2 instances of \`node dist/server.cjs\` behind its round-robin proxy, PostgreSQL (127.0.0.1:5432), Redis rate limits; the load generator (signing included) runs on the same 2 cores. A sign-in is GET /auth/nonce, EIP-191 signature, POST /auth/login; then GET /auth/session must name the signer.`,
      '',
      '| sign-ins | concurrent | failures | crossed sessions | p50 ms | p99 ms | sign-ins/s | requests per instance |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      `| ${outcomes.length} | ${CONCURRENCY} | ${failures.length} | ${crossed} | ${percentile(times, 50)} | ${percentile(times, 99)} | ${Math.round(outcomes.length / seconds)} | ${[...spread].map(([k, v]) => `${k}: ${v}`).join(', ')} |`,
      ...(failures.length ? ['', `First failure: ${failures[0]!.error}`] : []),
      '',
      'Target: 0 failures and 0 crossed sessions.',
    ].join('\n')
    console.log(`\n## Sign-ins across 2 site instances\n\n${table}\n`)
    recordResults('site-cluster', `## Sign-ins across 2 site instances (\`npm run bench -- site-cluster\`)\n\n${table}`)
  } finally {
    await cluster.stop()
    await database.drop()
  }
}
