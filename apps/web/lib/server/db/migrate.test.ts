import { afterEach, describe, expect, it } from 'vitest'
import { DRIVERS, type TestDb } from '@/test/helpers/drivers'
import { migrate } from './migrate'

describe.each(DRIVERS)('migrate ($driver)', ({ open }) => {
  let handle: TestDb | undefined
  afterEach(async () => {
    await handle?.dispose()
    handle = undefined
  })

  it('creates the tables once and is a no-op afterwards', async () => {
    handle = await open()
    const { db } = handle
    const tables = await db.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
    expect(tables.map((t) => t.tablename)).toEqual(['nonces', 'schema_migrations', 'sessions', 'users'])
    expect(await migrate(db)).toEqual([])
    expect(await db.query('SELECT version FROM schema_migrations ORDER BY version')).toEqual([
      { version: 1 },
      { version: 2 },
    ])
  })

  it('serialises concurrent runs so each migration applies exactly once', async () => {
    handle = await open()
    const { db } = handle
    await db.query('DROP FUNCTION read_session(text, timestamptz)')
    await db.query('DROP TABLE sessions, users, nonces, schema_migrations')
    const runs = await Promise.all([migrate(db), migrate(db), migrate(db)])
    expect(runs.flat().sort()).toEqual([1, 2])
  })

  it('rolls a failed transaction back completely', async () => {
    handle = await open()
    const { db } = handle
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO users (address, role) VALUES ('0x0000000000000000000000000000000000000001', 'user')",
        )
        await tx.query("INSERT INTO users (address, role) VALUES ('not an address', 'user')")
      }),
    ).rejects.toThrow(/check constraint/)
    expect(await db.query('SELECT * FROM users')).toEqual([])
  })
})
