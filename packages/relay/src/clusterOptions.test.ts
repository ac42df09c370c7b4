import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cliArgs.js'
import { freePort } from './test/clusterTestSupport.js'
import { RelayClusterError } from './errors.js'
import { topicSubject } from './messageBus.js'
import { requestIdSequence } from './requestIds.js'
import { startRelay } from './startRelay.js'

describe('cluster options', () => {
  it('reads --nats, --redis and --cluster-prefix, or their environment variables', () => {
    const flags = ['--nats', 'nats://n:4222', '--redis', 'redis://r:6379', '--cluster-prefix', 'eu-1']
    expect(parseCliArgs(flags, {}).parameters).toMatchObject({
      natsUrl: 'nats://n:4222',
      redisUrl: 'redis://r:6379',
      clusterPrefix: 'eu-1',
    })
    const env = { RELAY_NATS_URL: 'nats://e:4222', RELAY_REDIS_URL: 'rediss://e:6380', RELAY_CLUSTER_PREFIX: 'x' }
    expect(parseCliArgs([], env).parameters).toMatchObject({
      natsUrl: 'nats://e:4222',
      redisUrl: 'rediss://e:6380',
      clusterPrefix: 'x',
    })
    expect(parseCliArgs([], {}).parameters).not.toHaveProperty('natsUrl')
  })

  it('refuses an engine URL of another scheme with a readable message', () => {
    expect(() => parseCliArgs(['--redis', 'http://r'], {})).toThrow(
      '--redis must be a redis:// or rediss:// URL, got "http://r".',
    )
    expect(() => parseCliArgs(['--nats', 'not a url'], {})).toThrow('--nats must be a nats:// or tls:// URL')
  })

  it('fails to start with RelayClusterError when an engine does not answer, and with TypeError on a bad prefix', async () => {
    const port = await freePort()
    await expect(startRelay({ natsUrl: `nats://127.0.0.1:${port}` })).rejects.toThrow(RelayClusterError)
    await expect(startRelay({ redisUrl: `redis://127.0.0.1:${port}` })).rejects.toThrow(
      `Cannot reach Redis at redis://127.0.0.1:${port}`,
    )
    await expect(startRelay({ clusterPrefix: 'a.b' })).rejects.toThrow(TypeError)
  })

  it('gives every topic its own NATS subject, escaping those that are not plain tokens', () => {
    expect(topicSubject('p', 'ab12')).toBe('p.t.ab12')
    expect(topicSubject('p', 'a.b')).toBe('p.h.612e62')
    expect(topicSubject('p', '>')).toBe('p.h.3e')
    expect(topicSubject('p', '3e')).toBe('p.t.3e')
  })

  it('makes request ids that differ between instances and stay safe integers', () => {
    const first = requestIdSequence(1)
    const last = requestIdSequence(2 ** 20 - 1)
    const a = first()
    const b = last()
    expect(a).toBe(2 ** 32 + 1)
    expect(first()).toBe(a + 1)
    expect(Number.isSafeInteger(b)).toBe(true)
    expect(String(b).length).toBeLessThanOrEqual(16)
    expect(() => requestIdSequence(0)).toThrow(RangeError)
  })
})
