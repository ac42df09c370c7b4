import pg from 'pg'
import { asDatabaseError, isConnectionError } from './connectionErrors.js'
import type { Db } from './types.js'

/**
 * Bounds on waiting for the server, so a request never hangs on a dead database: a connection within
 * 5 s, each statement's answer within 15 s.
 */
export const POSTGRES_TIMEOUTS = { connectMs: 5_000, queryMs: 15_000 } as const

/**
 * Opens a `pg` pool (used when DATABASE_URL is set). A server that cannot be reached surfaces as
 * `DatabaseUnavailableError` (503); the pool reconnects on the next query, so the host recovers by itself.
 *
 * @example
 * const db = createPostgresDb({ url: 'postgres://postgres@127.0.0.1:5432/wallet' })
 * await db.query('select 1 as one') // [{ one: 1 }]
 */
export function createPostgresDb({ url, max = 10 }: { url: string; max?: number }): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    keepAlive: true,
  })
  // An idle client that loses its connection emits 'error' on the pool; unhandled, it would kill the process.
  pool.on('error', (error) => console.error('wallet host: postgres pool error', error.message))
  return {
    driver: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      try {
        return (await pool.query(sql, [...params])).rows as T[]
      } catch (error) {
        throw asDatabaseError(error)
      }
    },
    async transaction<R>(fn: Parameters<Db['transaction']>[0]) {
      const client = await pool.connect().catch((error: unknown) => {
        throw asDatabaseError(error)
      })
      let broken = false
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
        broken = isConnectionError(error)
        if (!broken) await client.query('ROLLBACK').catch(() => undefined)
        throw asDatabaseError(error)
      } finally {
        // A connection that failed is discarded, not handed to the next request.
        client.release(broken)
      }
    },
    async close() {
      await pool.end()
    },
  }
}
