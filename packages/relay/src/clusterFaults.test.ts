import type { SignClient } from '@agentry/sign-client'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import {
  deleteRedisPrefix,
  NATS_URL,
  recordingLogger,
  REDIS_URL,
  spawnRelay,
  startNatsServer,
  startRedisServer,
  TcpSwitch,
  uniquePrefix,
  type EngineProcess,
  type RelayProcess,
} from './test/clusterTestSupport.js'
import {
  expectedAnswers,
  officialClient,
  officialWallet,
  openSession,
  ourClient,
  ourWallet,
  sign,
  signMany,
  type Wallet,
} from './test/faultPeers.js'
import type { RelayLogger } from './log.js'
import { startRelay, type RelayServer } from './startRelay.js'

// Fault tests of the relay cluster on the real engines: two relay instances on NATS and Redis, a dapp on
// one and a wallet on the other, both real WalletConnect clients. Each test counts the requests answered:
// 0 may be lost. Waits are bounded; nothing asserts how long anything took.

/** How long the wallet stays offline while the dapp sends (RELAY_FAULT_OFFLINE_MS, default 10 s). */
const OFFLINE_MS = Number(process.env.RELAY_FAULT_OFFLINE_MS ?? 10_000)
/** Bound on a wait for reconnects (our client backs off up to 10 s) and redelivery. */
const RECOVERY_MS = 60_000

let prefix = ''
const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
  if (prefix) await deleteRedisPrefix(prefix)
  prefix = ''
})

type Engines = { natsUrl?: string; redisUrl?: string; logger?: RelayLogger }

async function relay(engines: Engines = {}): Promise<RelayServer> {
  const started = await startRelay({
    natsUrl: engines.natsUrl ?? NATS_URL,
    redisUrl: engines.redisUrl ?? REDIS_URL,
    clusterPrefix: prefix,
    logger: engines.logger,
  })
  cleanups.push(() => started.close())
  return started
}

async function dappOn(url: string): Promise<SignClient> {
  const dapp = await ourClient('dapp', url)
  cleanups.push(() => dapp.close())
  return dapp
}

async function walletOn(url: string): Promise<Wallet> {
  const wallet = ourWallet(await ourClient('wallet', url))
  cleanups.push(() => wallet.close())
  return wallet
}

async function proxyTo(port: number | undefined): Promise<TcpSwitch> {
  const proxy = await TcpSwitch.start(port)
  cleanups.push(() => proxy.close())
  return proxy
}

async function engine(start: () => Promise<EngineProcess>): Promise<EngineProcess> {
  const started = await start()
  cleanups.push(() => started.stop())
  return started
}

describe('relay cluster faults', () => {
  it('dapp on relay A, wallet on relay B: 100 session requests, all answered', { timeout: 120_000 }, async () => {
    prefix = uniquePrefix()
    const [a, b] = await Promise.all([relay(), relay()])
    const dapp = await dappOn(a.url)
    const wallet = await walletOn(b.url)
    const topic = await openSession(dapp, wallet)
    const answers: string[] = []
    for (let batch = 0; batch < 10; batch++) answers.push(...(await signMany(dapp, topic, `r${batch}`, 10)))
    expect(answers).toEqual(Array.from({ length: 10 }, (_, batch) => expectedAnswers(`r${batch}`, 10)).flat())
    expect(new Set(wallet.seen).size).toBe(100)
  })

  it(
    'relay A killed with SIGKILL mid-session: the dapp reconnects to B, 0 requests lost, the session goes on',
    { timeout: 120_000 },
    async () => {
      prefix = uniquePrefix()
      const a: RelayProcess = await spawnRelay(['--nats', NATS_URL, '--redis', REDIS_URL, '--cluster-prefix', prefix])
      cleanups.push(async () => a.child.kill('SIGKILL'))
      const b = await relay()
      // The dapp's relay URL is one address in front of both instances, as behind a load balancer.
      const front = await proxyTo(a.port)
      const dapp = await dappOn(front.url)
      const wallet = await walletOn(b.url)
      const topic = await openSession(dapp, wallet)
      expect(await sign(dapp, topic, 'before')).toBe('signed:before')

      const inFlight = signMany(dapp, topic, 'kill', 30)
      await waitFor('a first request', () => wallet.seen.some((message) => message.startsWith('kill-')), {
        timeoutMs: RECOVERY_MS,
      })
      a.child.kill('SIGKILL')
      await a.exited
      front.switchTo(b.port)
      expect(await inFlight).toEqual(expectedAnswers('kill', 30))
      expect(await signMany(dapp, topic, 'after', 5)).toEqual(expectedAnswers('after', 5))
    },
  )

  it(
    'wallet offline while the dapp sends: every request is delivered when it returns',
    { timeout: 120_000 },
    async () => {
      prefix = uniquePrefix()
      const [a, b] = await Promise.all([relay(), relay()])
      const link = await proxyTo(b.port)
      const dapp = await dappOn(a.url)
      const wallet = await walletOn(link.url)
      const topic = await openSession(dapp, wallet)
      link.switchTo(undefined)
      const sent = signMany(dapp, topic, 'offline', 10)
      await new Promise((resolve) => setTimeout(resolve, OFFLINE_MS))
      expect(wallet.seen).toEqual([])
      link.switchTo(b.port)
      expect(await sent).toEqual(expectedAnswers('offline', 10))
    },
  )

  it(
    'NATS restarted: delivery resumes without a relay restart, requests sent meanwhile included',
    { timeout: 120_000 },
    async () => {
      prefix = uniquePrefix()
      const nats = await engine(startNatsServer)
      const logger = recordingLogger()
      const [a, b] = await Promise.all([relay({ natsUrl: nats.url, logger }), relay({ natsUrl: nats.url, logger })])
      const dapp = await dappOn(a.url)
      const wallet = await walletOn(b.url)
      const topic = await openSession(dapp, wallet)
      expect(await signMany(dapp, topic, 'up', 3)).toEqual(expectedAnswers('up', 3))

      await nats.stop()
      await waitFor(
        'both relays to log NATS disconnected',
        () => logger.lines.filter((line) => line.includes('NATS disconnected')).length === 2,
        { timeoutMs: 20_000 },
      )
      const meanwhile = signMany(dapp, topic, 'down', 5)
      await nats.start()
      expect(await meanwhile).toEqual(expectedAnswers('down', 5))
      expect(await signMany(dapp, topic, 'back', 5)).toEqual(expectedAnswers('back', 5))
      expect(logger.lines.filter((line) => line.includes('NATS reconnected'))).toHaveLength(2)
    },
  )

  it(
    'Redis down: live delivery goes on, the loss is logged, and store-and-forward works again when it returns',
    { timeout: 120_000 },
    async () => {
      prefix = uniquePrefix()
      const redis = await engine(startRedisServer)
      const logger = recordingLogger()
      const [a, b] = await Promise.all([relay({ redisUrl: redis.url, logger }), relay({ redisUrl: redis.url, logger })])
      const link = await proxyTo(b.port)
      const dapp = await dappOn(a.url)
      const wallet = await walletOn(link.url)
      const topic = await openSession(dapp, wallet)

      await redis.stop()
      expect(await signMany(dapp, topic, 'live', 10)).toEqual(expectedAnswers('live', 10))
      expect(logger.lines.some((line) => line.startsWith('warn Redis unreachable'))).toBe(true)
      expect(a.stats().messagesUnstored).toBeGreaterThan(0)

      await redis.start()
      await waitFor(
        'both relays to log Redis is back',
        () => logger.lines.filter((line) => line.startsWith('info Redis is back')).length === 2,
        { timeoutMs: 20_000 },
      )
      link.switchTo(undefined)
      const published = a.stats().messagesIn
      const stored = signMany(dapp, topic, 'stored', 5)
      // The requests are in Redis before the wallet comes back.
      await waitFor('the requests to be published', () => a.stats().messagesIn >= published + 5, {
        timeoutMs: RECOVERY_MS,
      })
      link.switchTo(b.port)
      expect(await stored).toEqual(expectedAnswers('stored', 5))
    },
  )

  it('the official wallet client 2.21.8 on one instance and our dapp on the other', { timeout: 120_000 }, async () => {
    prefix = uniquePrefix()
    const [a, b] = await Promise.all([relay(), relay()])
    const dapp = await dappOn(a.url)
    const official = officialWallet(await officialClient('official-wallet', b.url))
    cleanups.push(() => official.close())
    const topic = await openSession(dapp, official)
    expect(await signMany(dapp, topic, 'official', 10)).toEqual(expectedAnswers('official', 10))
    expect(official.seen).toHaveLength(10)
  })
})
