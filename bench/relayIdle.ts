// Memory per idle connection (issue 19: at most 20 KB): one relay process, 10,000 connections that
// authenticate and then only answer pings, then each subscribed to a topic of its own (a paired wallet
// at rest). The figure is the relay's RSS growth divided by the connections. Connections come from
// 127.0.0.1..127.0.0.40 so no one source address holds them all; the relay is started with limits that
// admit them (bench/lib/relayProcesses.ts).
import { randomBytes } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { connectLoadClient, rssBytes, startRelayProcess, type LoadClient } from './lib/relayProcesses.js'

const CONNECTIONS = Number(process.env.BENCH_IDLE_CONNECTIONS ?? 10_000)
const BATCH = 200

const settle = () => new Promise((resolve) => setTimeout(resolve, 3000))

/** Runs the idle-connection measurement and returns its Markdown paragraph. */
export async function runRelayIdle(): Promise<string> {
  const openFiles = Number(execFileSync('bash', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim())
  if (Number.isFinite(openFiles) && openFiles < CONNECTIONS + 1000) {
    return `Idle connections: not measured, \`ulimit -n\` is ${openFiles}; raise it above ${CONNECTIONS + 1000} (\`ulimit -n 65536\`) and run again.`
  }
  const relay = await startRelayProcess()
  const pid = relay.child.pid!
  const clients: LoadClient[] = []
  try {
    await settle()
    const base = rssBytes(pid)
    for (let i = 0; i < CONNECTIONS; i += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, CONNECTIONS - i) }, (_, j) =>
        connectLoadClient(relay.url, `127.0.0.${1 + ((i + j) % 40)}`),
      )
      clients.push(...(await Promise.all(batch)))
    }
    await settle()
    const connected = rssBytes(pid)
    for (let i = 0; i < clients.length; i += BATCH) {
      await Promise.all(clients.slice(i, i + BATCH).map((client) => client.subscribe(randomBytes(32).toString('hex'))))
    }
    await settle()
    const subscribed = rssBytes(pid)
    const kb = (bytes: number) => (bytes / clients.length / 1024).toFixed(1)
    const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0)
    return [
      `Idle connections (one in-memory relay, \`ulimit -n\` ${openFiles}): ${clients.length} connections took the relay's RSS from ${mb(base)} MiB to ${mb(connected)} MiB, **${kb(connected - base)} KiB per connection**; with a subscription each, ${mb(subscribed)} MiB, **${kb(subscribed - base)} KiB per connection**. Target: at most 20 KB.`,
    ].join('\n')
  } finally {
    for (const client of clients) client.close()
    await relay.stop()
  }
}
