import type { SignClient } from '@agentry/sign-client'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { RedisTimeoutError, StoreUnavailableError } from './errors.js'
import { connectRedis } from './redisConnection.js'
import { startRelay, type RelayServer } from './startRelay.js'
import {
  NATS_URL,
  recordingLogger,
  startRedisServer,
  uniquePrefix,
  type EngineProcess,
} from './test/clusterTestSupport.js'
import { expectedAnswers, openSession, ourClient, ourWallet, signMany, type Wallet } from './test/faultPeers.js'

// A Redis that stops answering without closing its connections (SIGSTOP: a frozen host, swapping, a long
// script) must cost the cluster no more than a Redis that is gone: commands fail after a deadline, then at
// once, and live delivery goes on. Each test runs its own redis-server, never the machine's shared one.

/** Bound on waiting for answers while Redis is stopped: on a relay that waits for Redis, they never come. */
const ANSWER_BOUND_MS = 45_000

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

async function ownRedis(): Promise<EngineProcess> {
  const redis = await startRedisServer()
  cleanups.push(async () => {
    redis.resume()
    await redis.stop()
  })
  return redis
}

/** Resolves with `promise`, or rejects naming `what` once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms: ${what}`)), ms)
    promise.then(resolve, reject).finally(() => clearTimeout(timer))
  })
}

describe('a stalled Redis (SIGSTOP)', () => {
  it('fails commands with StoreUnavailableError instead of waiting, and is used again once it answers', async () => {
    const redis = await ownRedis()
    const logger = recordingLogger()
    const runner = await connectRedis({ url: redis.url, prefix: uniquePrefix(), log: logger, commandTimeoutMs: 500 })
    cleanups.push(() => runner.close())
    expect(Number(await runner.run('instance', []))).toBe(1)

    redis.pause()
    const first = await within(runner.run('instance', []), ANSWER_BOUND_MS, 'a command to a stopped Redis').catch(
      (error: unknown) => error,
    )
    expect(first).toBeInstanceOf(StoreUnavailableError)
    expect((first as StoreUnavailableError).walk()).toBeInstanceOf(RedisTimeoutError)
    // While stalled, later commands are refused without being sent (the counter below proves none ran).
    for (let i = 0; i < 5; i++) {
      await expect(runner.run('instance', [])).rejects.toBeInstanceOf(StoreUnavailableError)
    }
    expect(logger.lines.filter((line) => line.startsWith('warn Redis unreachable'))).toHaveLength(1)

    redis.resume()
    await waitFor('the return', () => logger.lines.some((line) => line.startsWith('info Redis is back')), {
      timeoutMs: 20_000,
    })
    // The command that timed out ran when Redis continued (2); the five refused ones never reached it.
    expect(Number(await runner.run('instance', []))).toBe(3)
  })

  it(
    'dapp on relay A, wallet on relay B: 10 requests sent while Redis is stopped are all answered before it continues',
    { timeout: 120_000 },
    async () => {
      const redis = await ownRedis()
      const prefix = uniquePrefix()
      const logger = recordingLogger()
      const relay = async (): Promise<RelayServer> => {
        const started = await startRelay({ natsUrl: NATS_URL, redisUrl: redis.url, clusterPrefix: prefix, logger })
        cleanups.push(() => started.close())
        return started
      }
      const [a, b] = await Promise.all([relay(), relay()])
      const dapp: SignClient = await ourClient('dapp', a.url)
      cleanups.push(() => dapp.close())
      const wallet: Wallet = ourWallet(await ourClient('wallet', b.url))
      cleanups.push(() => wallet.close())
      const topic = await openSession(dapp, wallet)
      expect(await signMany(dapp, topic, 'before', 3)).toEqual(expectedAnswers('before', 3))

      redis.pause()
      const answers = await within(signMany(dapp, topic, 'stalled', 10), ANSWER_BOUND_MS, 'requests while stalled')
      expect(answers).toEqual(expectedAnswers('stalled', 10))
      expect(a.stats().messagesUnstored).toBeGreaterThan(0)

      redis.resume()
      await waitFor(
        'both relays to log Redis is back',
        () => logger.lines.filter((line) => line.startsWith('info Redis is back')).length === 2,
        { timeoutMs: 20_000 },
      )
      expect(await signMany(dapp, topic, 'after', 3)).toEqual(expectedAnswers('after', 3))
    },
  )
})
