// Our sign-client against the official WalletConnect client 2.21.8, side by side in one run, both over our
// relay on 127.0.0.1: connect-to-approval latency, request round-trip throughput, the gzip size of a dapp
// that connects and sends one request, and memory per 1,000 sessions.
// Targets (sign-client issue): at most half the official latency, at least twice its throughput, at most
// a third of its bundle.
import { build } from 'esbuild'
import { createRequire } from 'node:module'
import { basename } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import type * as RelayModule from '../packages/relay/src/index.js'
import type * as SignClientModule from '../packages/sign-client/src/index.js'
import { machineLine, recordResults } from './lib/results.js'

const signClientDir = fileURLToPath(new URL('../packages/sign-client/', import.meta.url))
const relayDir = fileURLToPath(new URL('../packages/relay/', import.meta.url))
const requireFromSignClient = createRequire(`${signClientDir}package.json`)
const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200)
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 1000)

const NAMESPACES = { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] as string[] } }
const GRANTED = {
  eip155: {
    chains: ['eip155:1'],
    accounts: ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    methods: ['personal_sign'],
    events: [] as string[],
  },
}

/** The shared surface of both clients that the bench drives. */
type Client = {
  connect(params: object): Promise<{ uri?: string; approval: () => Promise<{ topic: string }> }>
  pair(params: { uri: string }): Promise<unknown>
  approve(params: object): Promise<unknown>
  request<T>(params: object): Promise<T>
  respond(params: object): Promise<void>
  on(event: string, listener: (payload: never) => void): unknown
}
type Implementation = { name: string; start(label: string): Promise<{ client: Client; close(): Promise<void> }> }

async function implementations(relayUrl: string): Promise<Implementation[]> {
  const ours = (await import(pathToFileURL(`${signClientDir}dist/index.js`).href)) as typeof SignClientModule
  // The official client is a devDependency of packages/sign-client only; typed here by what is used.
  type OfficialClient = Client & { core: { relayer: { transportClose(): Promise<void> } } }
  const official = (await import(pathToFileURL(requireFromSignClient.resolve('@walletconnect/sign-client')).href)) as {
    SignClient: { init(options: object): Promise<OfficialClient> }
  }
  const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1', icons: [] })
  let counter = 0
  return [
    {
      name: 'official 2.21.8',
      async start(label) {
        counter += 1
        const client = await official.SignClient.init({
          relayUrl,
          projectId: 'bench',
          customStoragePrefix: `bench-${counter}-${label}`,
          telemetryEnabled: false,
          logger: 'silent',
          storage: new ours.MemoryStorage() as never,
          metadata: metadata(label),
          signConfig: { disableRequestQueue: true },
        })
        return { client, close: () => client.core.relayer.transportClose() }
      },
    },
    {
      name: 'ours',
      async start(label) {
        const client = await ours.SignClient.init({
          relayUrl,
          metadata: metadata(label),
          storage: new ours.MemoryStorage(),
          signConfig: { disableRequestQueue: true },
        })
        return { client: client as unknown as Client, close: () => client.close() }
      },
    },
  ]
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** A dapp and a wallet of one implementation; the wallet approves and answers at once. */
async function pair(implementation: Implementation) {
  const dapp = await implementation.start('dapp')
  const wallet = await implementation.start('wallet')
  wallet.client.on(
    'session_proposal',
    (({ id }: { id: number }) => void wallet.client.approve({ id, namespaces: GRANTED })) as never,
  )
  wallet.client.on(
    'session_request',
    (({ id, topic }: { id: number; topic: string }) =>
      void wallet.client
        .respond({ topic, response: { id, jsonrpc: '2.0', result: '0x01' } })
        .catch(() => undefined)) as never,
  )
  const connect = async () => {
    const started = performance.now()
    const { uri, approval } = await dapp.client.connect({ requiredNamespaces: NAMESPACES })
    // Asked for before pairing: 2.21.8 ignores a settlement that lands before approval() is called.
    const approved = approval()
    await wallet.client.pair({ uri: uri! })
    const { topic } = await approved
    return { topic, ms: performance.now() - started }
  }
  return { dapp, wallet, connect, close: async () => (await dapp.close(), await wallet.close()) }
}

async function speed(implementation: Implementation) {
  const peers = await pair(implementation)
  try {
    const first = await peers.connect()
    const latencies: number[] = []
    for (let run = 0; run < RUNS; run++) latencies.push((await peers.connect()).ms)
    const started = performance.now()
    for (let request = 0; request < REQUESTS; request++) {
      await peers.dapp.client.request({
        topic: first.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0x01', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] },
      })
    }
    const seconds = (performance.now() - started) / 1000
    return { coldMs: first.ms, warmMs: median(latencies), perSecond: REQUESTS / seconds }
  } finally {
    await peers.close()
  }
}

async function memory(implementation: Implementation): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc
  const settle = async () => {
    for (let round = 0; round < 3; round++) {
      gc?.()
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return process.memoryUsage().heapUsed
  }
  const peers = await pair(implementation)
  try {
    await peers.connect()
    const before = await settle()
    for (let session = 0; session < SESSIONS; session++) await peers.connect()
    return (await settle()) - before
  } finally {
    await peers.close()
  }
}

/**
 * The gzip size of a browser dapp that connects and sends one request, minified by esbuild with code
 * splitting as app bundlers do: the entry chunk and every chunk it imports statically. Chunks behind a
 * dynamic import() that this flow never triggers (our one-click sign-in signature code) are left out;
 * the official client has none.
 */
async function bundleSize(specifier: string, resolveDir: string): Promise<number> {
  const entry = `
import { SignClient } from '${specifier}'
const client = await SignClient.init({ relayUrl: 'wss://relay.example.org', projectId: 'p', metadata: { name: 'Dapp', description: 'Dapp', url: 'https://dapp.example.org', icons: [] } })
const { uri, approval } = await client.connect({ requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } } })
console.log(uri)
const { topic } = await approval()
console.log(await client.request({ topic, chainId: 'eip155:1', request: { method: 'personal_sign', params: ['0x01', '0x0'] } }))
`
  const result = await build({
    stdin: { contents: entry, resolveDir, loader: 'ts', sourcefile: 'dapp.ts' },
    bundle: true,
    splitting: true,
    outdir: '/tmp/agentry-bench-dapp',
    metafile: true,
    format: 'esm',
    minify: true,
    write: false,
    platform: 'browser',
    target: 'es2022',
    // Node built-ins behind runtime checks (file storage, crypto fallbacks): a browser bundler leaves them out.
    external: [
      'node:*',
      'fs',
      'path',
      'os',
      'crypto',
      'stream',
      'http',
      'https',
      'url',
      'zlib',
      'net',
      'tls',
      'events',
      'util',
    ],
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'silent',
  })
  const outputs = result.metafile.outputs
  const gzipped = new Map(
    result.outputFiles.map((file) => [basename(file.path), gzipSync(file.contents, { level: 9 }).length]),
  )
  const loaded = new Set<string>()
  const walk = (path: string) => {
    if (loaded.has(path)) return
    loaded.add(path)
    for (const imported of outputs[path]!.imports)
      if (imported.kind === 'import-statement' && !imported.external) walk(imported.path)
  }
  walk(Object.keys(outputs).find((path) => outputs[path]!.entryPoint?.endsWith('dapp.ts'))!)
  return [...loaded].reduce((total, path) => total + (gzipped.get(basename(path)) ?? 0), 0)
}

export async function runSignClient(): Promise<void> {
  const { startRelay } = (await import(pathToFileURL(`${relayDir}dist/index.js`).href)) as typeof RelayModule
  // Thousands of sessions from two clients in a few minutes: above the per-connection limits a public
  // relay sets (1,200 calls a minute, 1,000 topics), so this relay is started without them.
  const relay = await startRelay({ maxRequestsPerMinute: 1_000_000, maxSubscriptionsPerConnection: 1_000_000 })
  try {
    const [official, ours] = await implementations(relay.url)
    const speeds = { official: await speed(official!), ours: await speed(ours!) }
    const memories = { official: await memory(official!), ours: await memory(ours!) }
    const sizes = {
      official: await bundleSize('@walletconnect/sign-client', signClientDir),
      ours: await bundleSize('@agentry/sign-client', relayDir),
    }
    const kb = (bytes: number) => (bytes / 1024).toFixed(1)
    const ratio = (a: number, b: number) => (a / b).toFixed(2)
    const table = [
      `Machine: ${await machineLine()}. Both clients over our relay on 127.0.0.1 in one process; memory storage; request queue off on both wallets.`,
      '',
      '| figure | official 2.21.8 | ours | ours / official | target |',
      '| --- | ---: | ---: | ---: | ---: |',
      `| connect → approval, first (cold) | ${speeds.official.coldMs.toFixed(1)} ms | ${speeds.ours.coldMs.toFixed(1)} ms | ${ratio(speeds.ours.coldMs, speeds.official.coldMs)} | |`,
      `| connect → approval, median of ${RUNS} warm | ${speeds.official.warmMs.toFixed(1)} ms | ${speeds.ours.warmMs.toFixed(1)} ms | ${ratio(speeds.ours.warmMs, speeds.official.warmMs)} | ≤ 0.5 |`,
      `| request round trips, ${REQUESTS} sequential | ${speeds.official.perSecond.toFixed(0)}/s | ${speeds.ours.perSecond.toFixed(0)}/s | ${ratio(speeds.ours.perSecond, speeds.official.perSecond)} | ≥ 2 |`,
      `| dapp bundle (connect + one request), gzip | ${kb(sizes.official)} KB | ${kb(sizes.ours)} KB | ${ratio(sizes.ours, sizes.official)} | ≤ 0.33 |`,
      `| heap per 1,000 sessions (dapp + wallet, ${SESSIONS} settled) | ${kb(((memories.official / SESSIONS) * 1000) / 1024)} MB | ${kb(((memories.ours / SESSIONS) * 1000) / 1024)} MB | ${ratio(memories.ours, memories.official)} | |`,
    ].join('\n')
    console.log(`\n## Sign client: ours against the official client\n\n${table}\n`)
    recordResults(
      'sign-client',
      `## Sign client: ours against the official client (\`npm run bench -- sign-client\`)\n\n${table}`,
    )
  } finally {
    await relay.close()
  }
}
