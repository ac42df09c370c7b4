import { describe, expect, it } from 'vitest'
import pg from 'pg'
import { createTestDatabase } from './postgres.js'

describe('createTestDatabase', () => {
  it('gives a fresh database that is gone after drop', async () => {
    const db = await createTestDatabase()
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_tables where schemaname = $1',
      ['public'],
    )
    expect(rows[0]!.n).toBe(0)
    await client.end()
    await db.drop()
    const again = new pg.Client({ connectionString: db.url })
    await expect(again.connect()).rejects.toThrow(/does not exist/)
  })
})
