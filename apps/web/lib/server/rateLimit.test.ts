import { afterEach, describe, expect, it } from 'vitest'
import { parseConfig } from './config'
import { RateLimitedError } from './errors'
import { clientKey, createRateLimiter, enforceRateLimit, resetRateLimits } from './rateLimit'

describe('createRateLimiter', () => {
  it('allows a burst up to the limit, then tells how long to wait', () => {
    const limiter = createRateLimiter({ perMinute: 3 })
    expect([0, 0, 0].map(() => limiter.take('a', 0))).toEqual([0, 0, 0])
    expect(limiter.take('a', 0)).toBe(20)
    expect(limiter.take('b', 0)).toBe(0)
  })

  it('refills continuously', () => {
    const limiter = createRateLimiter({ perMinute: 60 })
    for (let i = 0; i < 60; i++) limiter.take('a', 0)
    expect(limiter.take('a', 500)).toBe(1)
    expect(limiter.take('a', 1000)).toBe(0)
    expect(limiter.take('a', 1000)).toBe(1)
  })

  it('keeps at most maxKeys buckets, dropping idle (full) ones before clients that are being limited', () => {
    const limiter = createRateLimiter({ perMinute: 2, maxKeys: 2 })
    limiter.take('idle', 0)
    limiter.take('busy', 0)
    limiter.take('busy', 0)
    // At 30 s 'idle' is full again, 'busy' has one token back.
    expect(limiter.take('newcomer', 30_000)).toBe(0)
    expect(limiter.size()).toBe(2)
    expect(limiter.take('busy', 30_000)).toBe(0)
    expect(limiter.take('busy', 30_000)).toBe(30)
  })
})

describe('clientKey', () => {
  const request = (headers: Record<string, string>) => new Request('http://127.0.0.1:3000/auth/login', { headers })

  it('uses one shared bucket unless a proxy is trusted: headers are forgeable otherwise', () => {
    expect(clientKey(request({ 'x-forwarded-for': '203.0.113.7' }), { trustProxy: false })).toEqual({
      key: 'local',
      shared: true,
    })
  })

  it('uses the first X-Forwarded-For entry, then X-Real-IP, behind a trusted proxy', () => {
    expect(clientKey(request({ 'x-forwarded-for': ' 203.0.113.7 , 10.0.0.1' }), { trustProxy: true })).toEqual({
      key: '203.0.113.7',
      shared: false,
    })
    expect(clientKey(request({ 'x-real-ip': '198.51.100.2' }), { trustProxy: true })).toEqual({
      key: '198.51.100.2',
      shared: false,
    })
    expect(clientKey(request({}), { trustProxy: true })).toEqual({ key: 'unknown', shared: false })
  })
})

describe('enforceRateLimit', () => {
  afterEach(() => resetRateLimits())
  const config = parseConfig({
    SESSION_SECRET: 'x'.repeat(32),
    TRUST_PROXY: '1',
    RATE_LIMIT_LOGIN_PER_MIN: '2',
    RATE_LIMIT_NONCE_PER_MIN: '5',
  })
  const from = (ip: string) => new Request('http://127.0.0.1:3000/auth/login', { headers: { 'x-forwarded-for': ip } })

  it('limits each client and each route separately', () => {
    enforceRateLimit(from('203.0.113.7'), 'login', config)
    enforceRateLimit(from('203.0.113.7'), 'login', config)
    expect(() => enforceRateLimit(from('203.0.113.7'), 'login', config)).toThrow(RateLimitedError)
    expect(() => enforceRateLimit(from('203.0.113.8'), 'login', config)).not.toThrow()
    expect(() => enforceRateLimit(from('203.0.113.7'), 'nonce', config)).not.toThrow()
  })

  it('gives the shared local bucket ten times the limit', () => {
    const local = parseConfig({ SESSION_SECRET: 'x'.repeat(32), RATE_LIMIT_LOGIN_PER_MIN: '2' })
    for (let i = 0; i < 20; i++) enforceRateLimit(from(`203.0.113.${i}`), 'login', local)
    expect(() => enforceRateLimit(from('203.0.113.99'), 'login', local)).toThrow(
      expect.objectContaining({ code: 'RATE_LIMITED', status: 429, retryAfterSeconds: 3 }),
    )
  })
})
