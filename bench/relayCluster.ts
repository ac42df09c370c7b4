// The relay as a cluster (issue 19): messages per second and publish-to-deliver latency for 1 instance in
// memory, 2 instances on NATS (half the topics crossing between them, or none: what a topic-affine balancer
// gives), 2 on NATS + Redis (the machine's servers, under a prefix of this run), then where the CPU went
// (per process from /proc, and a `node --cpu-prof` profile of the relays), and the memory of 10,000 idle
// connections (bench/relayIdle.ts).
// Load: PAIRS topics, each with a publisher and a subscriber. Saturation: every pair keeps WINDOW messages
// in flight (a new one leaves when one is delivered). Fixed rate: 1,000 messages/s, one every millisecond
// on a fixed schedule over the pairs, so the load generator never sends in bursts; the rate it achieved and
// how late it was against its schedule are reported with the latency.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { profilesIn, summariseProfile } from './lib/cpuProfile.js'
import {
  connectLoadClient,
  cpuSeconds,
  percentile,
  startRelayProcess,
  type LoadClient,
  type RelayProcess,
} from './lib/relayProcesses.js'
import { machineLine, recordResults } from './lib/results.js'
import { runRelayIdle } from './relayIdle.js'

const NATS_URL = process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222'
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'
const SECONDS = Number(process.env.BENCH_DURATION ?? 5)
/** The setups run in turn, ROUNDS times: the machine is shared, so each figure is the median of its runs. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const PAIRS = 64
const WINDOW = 4
const RATE = 1000

/** Which instance pair `i`'s publisher and subscriber connect to. */
type Placement = (i: number, instances: number) => [publisher: number, subscriber: number]
/** Half the pairs have their peers on different instances (a balancer that knows nothing of topics). */
const halfCrossing: Placement = (i, n) => [i % n, Math.floor(i / 2) % n]
/** Both peers of every topic on one instance (a topic-affine balancer); the bus carries nothing across. */
const sameInstance: Placement = (i, n) => [i % n, i % n]

type Setup = { name: string; instances: number; place: Placement; args: (prefix: string) => string[] }
const onNats = (p: string) => ['--nats', NATS_URL, '--cluster-prefix', p]
const SETUPS: Setup[] = [
  { name: '1 instance, in memory', instances: 1, place: sameInstance, args: () => [] },
  { name: '2 instances on NATS, half the pairs crossing', instances: 2, place: halfCrossing, args: onNats },
  {
    name: '2 instances on NATS, both peers of each topic on the same instance',
    instances: 2,
    place: sameInstance,
    args: onNats,
  },
  {
    name: '2 instances on NATS + Redis, half the pairs crossing',
    instances: 2,
    place: halfCrossing,
    args: (p) => [...onNats(p), '--redis', REDIS_URL],
  },
]

type Pair = { topic: string; publisher: LoadClient; subscriber: LoadClient; inFlight: number }
type Run = {
  perSecond: number
  p50: number
  p99: number
  cpu: Record<string, number>
  wall: number
  /** Messages the load generator sent per second while measuring. */
  sentPerSecond: number
  /** At a fixed rate: how late the load generator sent, against its schedule (p99, ms). */
  lateP99: number
}

function pidOf(name: string): number | undefined {
  try {
    return Number(execFileSync('pgrep', ['-o', '-x', name], { encoding: 'utf8' }).trim()) || undefined
  } catch {
    return undefined
  }
}

async function makePairs(relays: RelayProcess[], place: Placement): Promise<Pair[]> {
  const pairs: Pair[] = []
  for (let i = 0; i < PAIRS; i += 1) {
    const topic = randomBytes(32).toString('hex')
    const [from, to] = place(i, relays.length)
    const publisher = await connectLoadClient(relays[from]!.url)
    const subscriber = await connectLoadClient(relays[to]!.url)
    await subscriber.subscribe(topic)
    pairs.push({ topic, publisher, subscriber, inFlight: 0 })
  }
  return pairs
}

/** CPU seconds of every process that takes part, read at the start and the end of a measurement. */
function cpuReader(relays: RelayProcess[]) {
  const others: Record<string, number | undefined> = { NATS: pidOf('nats-server'), Redis: pidOf('redis-server') }
  return () => {
    const read: Record<string, number> = {
      'load generator': process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
    }
    relays.forEach((relay, i) => (read[`relay ${i + 1}`] = cpuSeconds(relay.child.pid!)))
    for (const [name, pid] of Object.entries(others)) if (pid) read[name] = cpuSeconds(pid)
    return read
  }
}

/**
 * Sends one message every `1000 / RATE` ms, round robin over the pairs, on a fixed schedule: each wake-up
 * sends what is due by then (one message when the generator keeps up) and sleeps until the next is due.
 * `late` gets how far behind its schedule each send was, in ms.
 */
function paceSends(pairs: Pair[], send: (pair: Pair) => void, late: (ms: number) => void): () => void {
  const interval = 1000 / RATE
  const started = performance.now()
  let next = 0
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  const tick = () => {
    if (stopped) return
    const now = performance.now()
    while (started + next * interval <= now) {
      late(now - (started + next * interval))
      send(pairs[next % pairs.length]!)
      next += 1
    }
    timer = setTimeout(tick, Math.max(0, started + next * interval - performance.now()))
  }
  tick()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}

/** Drives the pairs for `SECONDS` after a 2 s warm-up, either saturated or at a fixed rate. */
async function drive(pairs: Pair[], relays: RelayProcess[], mode: 'saturate' | 'rate'): Promise<Run> {
  let measuring = false
  let running = true
  let delivered = 0
  let sent = 0
  const latencies: number[] = []
  const lateness: number[] = []
  const send = (pair: Pair) => {
    pair.inFlight += 1
    if (measuring) sent += 1
    void pair.publisher.publish(pair.topic)
  }
  for (const pair of pairs) {
    pair.subscriber.onDelivery = (latency) => {
      pair.inFlight -= 1
      if (measuring) {
        delivered += 1
        latencies.push(latency)
      }
      if (running && mode === 'saturate') send(pair)
    }
  }
  let stop = () => {}
  if (mode === 'saturate') {
    for (const pair of pairs) for (let i = 0; i < WINDOW; i += 1) send(pair)
  } else {
    stop = paceSends(pairs, send, (ms) => measuring && lateness.push(ms))
  }
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const readCpu = cpuReader(relays)
  const cpuBefore = readCpu()
  const from = performance.now()
  measuring = true
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000))
  measuring = false
  const wall = (performance.now() - from) / 1000
  const cpuAfter = readCpu()
  running = false
  stop()
  // Let what is in flight land before the next run reuses the pairs.
  const deadline = Date.now() + 10_000
  while (pairs.some((pair) => pair.inFlight > 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  const cpu = Object.fromEntries(Object.keys(cpuAfter).map((k) => [k, (cpuAfter[k]! - (cpuBefore[k] ?? 0)) / wall]))
  return {
    perSecond: Math.round(delivered / wall),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpu,
    wall,
    sentPerSecond: Math.round(sent / wall),
    lateP99: percentile(lateness, 99),
  }
}

async function runSetup(setup: Setup, nodeArgs: string[] = []) {
  const prefix = `bench-${randomBytes(4).toString('hex')}`
  const relays = await Promise.all(
    Array.from({ length: setup.instances }, () => startRelayProcess(setup.args(prefix), nodeArgs)),
  )
  const pairs = await makePairs(relays, setup.place)
  try {
    const saturated = await drive(pairs, relays, 'saturate')
    const atRate = await drive(pairs, relays, 'rate')
    return { setup, saturated, atRate }
  } finally {
    for (const pair of pairs) {
      pair.publisher.close()
      pair.subscriber.close()
    }
    await Promise.all(relays.map((relay) => relay.stop()))
  }
}

const cpuText = (cpu: Record<string, number>) =>
  Object.entries(cpu)
    .map(([name, cores]) => `${name} ${Math.round(cores * 100)}%`)
    .join(', ')

export async function runRelayCluster(): Promise<void> {
  const load = () =>
    process.platform === 'linux'
      ? execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ').slice(0, 3).join(' ')
      : 'n/a'
  const loadBefore = load()
  const runs = SETUPS.map(() => [] as Awaited<ReturnType<typeof runSetup>>[])
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, setup] of SETUPS.entries()) runs[i]!.push(await runSetup(setup))
  }
  const median = <T>(list: T[], by: (item: T) => number): T =>
    [...list].sort((a, b) => by(a) - by(b))[list.length >> 1]!
  const results = runs.map((list) => median(list, (run) => run.saturated.perSecond))
  const atRates = runs.map((list) => median(list, (run) => run.atRate.p99).atRate)
  /** Per round, a setup's saturated msg/s over the single instance's of the same round. */
  const ratiosOf = (i: number) =>
    runs[i]!.map((run, round) => run.saturated.perSecond / runs[0]![round]!.saturated.perSecond)
  // The profile: the half-crossing NATS run again with `node --cpu-prof` on both relays (not counted above).
  const profileDir = mkdtempSync(join(tmpdir(), 'relay-prof-'))
  await runSetup(SETUPS[1]!, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`])
  const profiles = profilesIn(profileDir).map((file) => summariseProfile(file).slice(0, 8))
  rmSync(profileDir, { recursive: true, force: true })
  const idle = process.env.BENCH_RELAY_IDLE === '0' ? '' : await runRelayIdle()

  const loadAfter = load()
  // Relay CPU seconds per delivered message, from /proc: what each setup would deliver with a core per relay.
  const relayCpuPerMessage = (run: Run) =>
    Object.entries(run.cpu)
      .filter(([name]) => name.startsWith('relay'))
      .reduce((sum, [, cores]) => sum + cores, 0) / run.perSecond
  const perCore = (run: Run, instances: number) => Math.round(instances / relayCpuPerMessage(run))
  const onePerCore = perCore(results[0]!.saturated, 1)
  const ratioLine = (i: number) => {
    const ratios = ratiosOf(i)
    const measured = median(ratios, (r) => r)
    const cored = perCore(results[i]!.saturated, 2) / onePerCore
    return `- ${SETUPS[i]!.name} / 1 instance: **${measured.toFixed(2)}×** measured on these 2 shared cores (median of the per-round ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}); with a core per relay (relay CPU per message from /proc): **${cored.toFixed(2)}×**.`
  }
  const rateText = (run: Run) =>
    `${run.p99} (p50 ${run.p50}; sent ${run.sentPerSecond}/s, delivered ${run.perSecond}/s; sends late by p99 ${run.lateP99} ms; load generator ${Math.round((run.cpu['load generator'] ?? 0) * 100)}% of a core)`
  const table = [
    `Machine: ${await machineLine()}; load average ${loadBefore} before the runs and ${loadAfter} after (the machine is shared by other engineers' builds and tests; every process of this run is niced as its parent). Relays run as \`node packages/relay/dist/cli.js\` processes, one load generator process, the machine's NATS and Redis; ${PAIRS} topic pairs, ${SECONDS} s per row after 2 s of warm-up.`,
    '',
    '| setup | saturated msg/s | p50 ms | p99 ms | relay CPU per delivered message (µs, /proc) | msg/s with a core per relay | CPU share while saturated (1 = one core) | p99 ms at 1,000 msg/s, paced |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...results.map(
      ({ setup, saturated }, i) =>
        `| ${setup.name} | ${saturated.perSecond} | ${saturated.p50} | ${saturated.p99} | ${Math.round(relayCpuPerMessage(saturated) * 1e6)} | ${perCore(saturated, setup.instances)} | ${cpuText(saturated.cpu)} | ${rateText(atRates[i]!)} |`,
    ),
    '',
    `Each row is the median (by saturated msg/s; the 1,000 msg/s column by its p99) of ${ROUNDS} runs, the setups taking turns; saturated msg/s of every run: ${runs.map((list, i) => `${SETUPS[i]!.name} ${list.map((run) => run.saturated.perSecond).join(' / ')}`).join('; ')}.`,
    '',
    ratioLine(1),
    ratioLine(2),
    '',
    'Where a relay on NATS (half the pairs crossing) spends its busy CPU (`node --cpu-prof`, self time, idle excluded):',
    '',
    ...profiles.map(
      (rows, i) => `- relay ${i + 1}: ${rows.map((row) => `${row.bucket} ${Math.round(row.share * 100)}%`).join(', ')}`,
    ),
    '',
    idle,
  ].join('\n')
  console.log(`\n## Relay cluster\n\n${table}\n`)
  recordResults(
    'relay-cluster',
    `## Relay cluster: throughput, latency, idle memory (\`npm run bench -- relay-cluster\`)\n\n${table}`,
  )
}
