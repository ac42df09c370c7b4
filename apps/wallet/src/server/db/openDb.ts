import { createPgliteDb } from './createPgliteDb.js'
import { createPostgresDb } from './createPostgresDb.js'
import { migrate } from './migrate.js'
import type { DatabaseConfig, Db } from './types.js'

/**
 * Opens the configured driver and applies migrations: a ready-to-use database.
 *
 * @example
 * const db = await openDb({ driver: 'pglite', dataDir: null })
 */
export async function openDb(database: DatabaseConfig): Promise<Db> {
  const db = database.driver === 'postgres' ? createPostgresDb({ url: database.url }) : await createPgliteDb(database)
  try {
    await migrate(db)
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  return db
}
