import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { Db } from './types.js'

/**
 * Opens an embedded PGlite database: in memory when `dataDir` is null, else persisted in that directory.
 * PGlite is single-connection, so one process must hold one instance per directory.
 *
 * @example
 * const db = await createPgliteDb({ dataDir: null })
 * await db.query('select 1 as one') // [{ one: 1 }]
 */
export async function createPgliteDb({ dataDir }: { dataDir: string | null }): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const pg = dataDir ? new PGlite(dataDir) : new PGlite()
  await pg.waitReady
  return {
    driver: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await pg.query<T>(sql, [...params])).rows
    },
    async transaction<R>(fn: Parameters<Db['transaction']>[0]) {
      return (await pg.transaction(async (tx) =>
        fn({
          async query<T>(sql: string, params: readonly unknown[] = []) {
            return (await tx.query<T>(sql, [...params])).rows
          },
        }),
      )) as R
    },
    async close() {
      await pg.close()
    },
  }
}
