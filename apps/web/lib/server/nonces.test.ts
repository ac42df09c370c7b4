import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DRIVERS, type TestDb } from '@/test/helpers/drivers'
import { consumeNonce, issueNonce, purgeExpired, randomAlphanumeric } from './nonces'

describe('randomAlphanumeric', () => {
  it('gives the requested length of alphanumerics, never repeating', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 2000; i++) {
      const value = randomAlphanumeric(24)
      expect(value).toMatch(/^[A-Za-z0-9]{24}$/)
      seen.add(value)
    }
    expect(seen.size).toBe(2000)
  })
})

describe.each(DRIVERS)('nonce store ($driver)', ({ open }) => {
  let handle: TestDb
  beforeAll(async () => {
    handle = await open()
  })
  afterAll(async () => {
    await handle.dispose()
  })

  it('issues an EIP-4361 nonce (>= 16 alphanumerics) stored with its expiry', async () => {
    const now = new Date('2026-01-01T00:00:00Z')
    const nonce = await issueNonce(handle.db, { browserId: 'browser-a', ttlSeconds: 300, now })
    expect(nonce).toMatch(/^[A-Za-z0-9]{16,}$/)
    const rows = await handle.db.query<{ browser_id: string; expires_at: Date }>(
      'SELECT browser_id, expires_at FROM nonces WHERE nonce = $1',
      [nonce],
    )
    expect(rows).toEqual([{ browser_id: 'browser-a', expires_at: new Date('2026-01-01T00:05:00Z') }])
  })

  it('is consumed exactly once', async () => {
    const nonce = await issueNonce(handle.db, { browserId: 'browser-a', ttlSeconds: 300 })
    expect(await consumeNonce(handle.db, { nonce, browserId: 'browser-a' })).toBe(true)
    expect(await consumeNonce(handle.db, { nonce, browserId: 'browser-a' })).toBe(false)
  })

  it('is consumed once even by concurrent attempts', async () => {
    const nonce = await issueNonce(handle.db, { browserId: 'browser-a', ttlSeconds: 300 })
    const results = await Promise.all(
      Array.from({ length: 8 }, () => consumeNonce(handle.db, { nonce, browserId: 'browser-a' })),
    )
    expect(results.filter(Boolean)).toHaveLength(1)
  })

  it('is bound to the browser that asked for it, and burnt when another browser presents it', async () => {
    const nonce = await issueNonce(handle.db, { browserId: 'browser-a', ttlSeconds: 300 })
    expect(await consumeNonce(handle.db, { nonce, browserId: 'browser-b' })).toBe(false)
    expect(await consumeNonce(handle.db, { nonce, browserId: 'browser-a' })).toBe(false)
  })

  it('expires after its TTL (and is gone after the attempt)', async () => {
    const issuedAt = new Date('2026-01-01T00:00:00Z')
    const nonce = await issueNonce(handle.db, { browserId: 'browser-a', ttlSeconds: 60, now: issuedAt })
    expect(
      await consumeNonce(handle.db, { nonce, browserId: 'browser-a', now: new Date('2026-01-01T00:01:00Z') }),
    ).toBe(false)
    expect(await handle.db.query('SELECT 1 FROM nonces WHERE nonce = $1', [nonce])).toEqual([])
  })

  it('accepts a nonce just before expiry', async () => {
    const issuedAt = new Date('2026-01-01T00:00:00Z')
    const nonce = await issueNonce(handle.db, { browserId: 'browser-a', ttlSeconds: 60, now: issuedAt })
    expect(
      await consumeNonce(handle.db, { nonce, browserId: 'browser-a', now: new Date('2026-01-01T00:00:59Z') }),
    ).toBe(true)
  })

  it('never accepts an unknown nonce', async () => {
    expect(await consumeNonce(handle.db, { nonce: 'neverIssued1234567', browserId: 'browser-a' })).toBe(false)
  })

  it('purges expired nonces only', async () => {
    const now = new Date()
    const old = await issueNonce(handle.db, {
      browserId: 'browser-a',
      ttlSeconds: 30,
      now: new Date(now.getTime() - 60_000),
    })
    const live = await issueNonce(handle.db, { browserId: 'browser-a', ttlSeconds: 300, now })
    await purgeExpired(handle.db, now)
    const left = (await handle.db.query<{ nonce: string }>('SELECT nonce FROM nonces')).map((row) => row.nonce)
    expect(left).toContain(live)
    expect(left).not.toContain(old)
  })
})
