import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The machine's PostgreSQL server that tests of the Postgres path use (see README). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export type TestDatabase = {
  /** Connection string of a fresh, empty database. */
  url: string
  /** Drops the database. */
  drop: () => Promise<void>
}

/**
 * Creates a fresh empty database on the test server, so test files never share state.
 *
 * @example
 * const db = await createTestDatabase()
 * // ... connect with db.url
 * await db.drop()
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `agentry_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}
