// With the WalletConnect relay unreachable, how long `setUpWalletConnect()` takes to settle (issue 15 item 3:
// before the bound it never settled; the README's placeholder relay left the page blank for over 75 s).
// Two kinds of unreachable, both on 127.0.0.1: a port where nothing listens (connection refused, the client
// retries with growing delays), and a TCP server that accepts but never answers the WebSocket upgrade.
import { createServer, type Socket } from 'node:net'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type * as CoreModule from '../packages/modal-core/src/index.js'
import type * as WalletConnectModule from '../packages/modal-core/src/walletconnect/index.js'
import type * as SignClientModule from '../packages/sign-client/src/index.js'
import { machineLine, recordResults } from './lib/results.js'

const coreDist = fileURLToPath(new URL('../packages/modal-core/dist/', import.meta.url))
const signClientDist = fileURLToPath(new URL('../packages/sign-client/dist/', import.meta.url))
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
// Ports of their own (nothing else on this machine uses them).
const NOTHING_LISTENS = 41721
const NEVER_UPGRADES = 41722

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Runs the benchmark and records its block in bench/RESULTS.md. */
export async function runWalletConnectUnreachable(): Promise<void> {
  const core = (await import(pathToFileURL(`${coreDist}index.js`).href)) as typeof CoreModule
  const walletConnect = (await import(
    pathToFileURL(`${coreDist}walletconnect/index.js`).href
  )) as typeof WalletConnectModule
  const { MemoryStorage } = (await import(pathToFileURL(`${signClientDist}index.js`).href)) as typeof SignClientModule
  const sockets = new Set<Socket>()
  const silent = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    socket.resume()
  })
  await new Promise<void>((resolve) => silent.listen(NEVER_UPGRADES, '127.0.0.1', resolve))

  const cases = [
    { label: 'nothing listens on the port', port: NOTHING_LISTENS },
    { label: 'TCP accepted, WebSocket upgrade never answered', port: NEVER_UPGRADES },
  ]
  const bounds: (number | undefined)[] = [undefined, 2_000]
  const rows: string[] = []
  try {
    for (const { label, port } of cases) {
      for (const timeoutMs of bounds) {
        const times: number[] = []
        const outcomes = new Set<string>()
        for (let run = 0; run < RUNS; run += 1) {
          core.resetAllState()
          core.initModal({ networks: [core.localDevChain], walletConnect: { relayUrl: `ws://127.0.0.1:${port}` } })
          const started = performance.now()
          const error = await walletConnect
            .setUpWalletConnect({ storage: new MemoryStorage(), ...(timeoutMs ? { timeoutMs } : {}) })
            .then(() => undefined)
            .catch((e: unknown) => e)
          times.push(performance.now() - started)
          outcomes.add(
            error instanceof walletConnect.WalletConnectUnavailableError ? error.name : `unexpected: ${String(error)}`,
          )
          await walletConnect.tearDownWalletConnect()
        }
        rows.push(
          `| ${label} | ${timeoutMs ? `\`timeoutMs: ${timeoutMs}\`` : 'default (10 s)'} | ${median(times).toFixed(0)} ms | ${Math.max(...times).toFixed(0)} ms | ${[...outcomes].join(', ')} |`,
        )
        console.log(rows.at(-1))
      }
    }
  } finally {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
  }

  recordResults(
    'walletconnect-unreachable',
    `## WalletConnect with the relay unreachable: time until \`setUpWalletConnect()\` settles (\`npm run bench -- walletconnect-unreachable\`)

Machine: ${await machineLine()}. Built \`@agentry/modal-core\` in Node, memory storage, ${RUNS} runs per row, from the call to its rejection. When issue 15 was filed it did not settle: the page waited more than 75 s with no error. The bound now covers the whole start-up (relay connection, session restore, start-up sync), not only the Sign client's relay connection.

| relay | bound | median | worst | outcome |
| --- | --- | ---: | ---: | --- |
${rows.join('\n')}

Target: settles within its bound (10 s by default) with a typed error, \`WalletConnectUnavailableError\`.`,
  )
}
