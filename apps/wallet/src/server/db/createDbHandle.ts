import { openDb } from './openDb.js'
import type { DatabaseConfig, Db } from './types.js'

/** The host's database, opened on first use. */
export type DbHandle = {
  /** The open, migrated database; concurrent first calls share one opening, and a failed one is retried. */
  get(): Promise<Db>
  close(): Promise<void>
}

/**
 * Opens the database lazily, so the host starts (and answers 503) while PostgreSQL is still down, and
 * picks it up once it is there.
 *
 * @example
 * const handle = createDbHandle({ driver: 'pglite', dataDir: null })
 * const db = await handle.get()
 */
export function createDbHandle(database: DatabaseConfig): DbHandle {
  let opening: Promise<Db> | undefined
  return {
    get() {
      if (!opening) {
        const current = openDb(database)
        opening = current
        current.catch(() => {
          if (opening === current) opening = undefined
        })
      }
      return opening
    },
    async close() {
      const current = opening
      opening = undefined
      const db = await current?.catch(() => undefined)
      await db?.close()
    },
  }
}
