import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DRIVERS, type TestDb } from '@/test/helpers/drivers'
import { createSession, hashSessionId, readSession, revokeSession } from './sessions'
import { ensureUser } from './users'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe.each(DRIVERS)('sessions ($driver)', ({ open }) => {
  let handle: TestDb
  beforeAll(async () => {
    handle = await open([BOB])
    await ensureUser(handle.db, ALICE)
  })
  afterAll(async () => {
    await handle.dispose()
  })

  it('stores only the hash of the id and reads back address, chain and role', async () => {
    const sessionId = await createSession(handle.db, { address: ALICE, chainId: 1, maxAgeSeconds: 3600 })
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const ids = (await handle.db.query<{ id: string }>('SELECT id FROM sessions')).map((row) => row.id)
    expect(ids).toContain(hashSessionId(sessionId))
    expect(ids).not.toContain(sessionId)
    expect(await readSession(handle.db, sessionId)).toEqual({ address: ALICE, chainId: 1, role: 'user' })
  })

  it('gives every session a new id', async () => {
    const a = await createSession(handle.db, { address: ALICE, chainId: 1, maxAgeSeconds: 3600 })
    const b = await createSession(handle.db, { address: ALICE, chainId: 1, maxAgeSeconds: 3600 })
    expect(a).not.toBe(b)
  })

  it('reads the role as stored now, not as it was at sign-in', async () => {
    const sessionId = await createSession(handle.db, { address: BOB, chainId: 5777, maxAgeSeconds: 3600 })
    expect(await readSession(handle.db, sessionId)).toEqual({ address: BOB, chainId: 5777, role: 'admin' })
    await handle.db.query("UPDATE users SET role = 'user' WHERE address = $1", [BOB])
    expect((await readSession(handle.db, sessionId))?.role).toBe('user')
    await handle.db.query("UPDATE users SET role = 'admin' WHERE address = $1", [BOB])
  })

  it('stops reading a revoked session, and revokes once', async () => {
    const sessionId = await createSession(handle.db, { address: ALICE, chainId: 1, maxAgeSeconds: 3600 })
    expect(await revokeSession(handle.db, sessionId)).toBe(true)
    expect(await readSession(handle.db, sessionId)).toBeNull()
    expect(await revokeSession(handle.db, sessionId)).toBe(false)
  })

  it('stops reading an expired session', async () => {
    const start = new Date('2026-01-01T00:00:00Z')
    const sessionId = await createSession(handle.db, { address: ALICE, chainId: 1, maxAgeSeconds: 600, now: start })
    expect(await readSession(handle.db, sessionId, new Date('2026-01-01T00:09:59Z'))).not.toBeNull()
    expect(await readSession(handle.db, sessionId, new Date('2026-01-01T00:10:00Z'))).toBeNull()
  })

  it('reads nothing for an unknown id', async () => {
    expect(await readSession(handle.db, 'x'.repeat(43))).toBeNull()
  })

  it('refuses a session for an address that is not a user (no half-written records)', async () => {
    await expect(
      createSession(handle.db, {
        address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
        chainId: 1,
        maxAgeSeconds: 60,
      }),
    ).rejects.toThrow(/foreign key/)
  })
})
