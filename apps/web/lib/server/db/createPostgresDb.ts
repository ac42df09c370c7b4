import 'server-only'
import pg from 'pg'
import type { Db } from './types'

/**
 * Opens a `pg` connection pool to a PostgreSQL server (used when DATABASE_URL is set).
 *
 * @example
 * const db = createPostgresDb({ url: 'postgres://postgres@127.0.0.1:5432/app' })
 * await db.query('select 1 as one') // [{ one: 1 }]
 */
export function createPostgresDb({ url, max = 10 }: { url: string; max?: number }): Db {
  const pool = new pg.Pool({ connectionString: url, max })
  // An idle client that loses its connection emits 'error' on the pool; unhandled, that would kill the process.
  pool.on('error', (error) => console.error('postgres pool error', error))
  return {
    driver: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params])
      return result.rows as T[]
    },
    async transaction<R>(fn: Parameters<Db['transaction']>[0]) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = (await fn({
          async query<T>(sql: string, params: readonly unknown[] = []) {
            return (await client.query(sql, [...params])).rows as T[]
          },
        })) as R
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async close() {
      await pool.end()
    },
  }
}
