import 'server-only'
import type { Address } from 'viem'
import type { DatabaseConfig } from '../config'
import { seedAdmins } from '../users'
import { createPgliteDb } from './createPgliteDb'
import { createPostgresDb } from './createPostgresDb'
import { migrate } from './migrate'
import type { Db } from './types'

/**
 * Opens the configured driver, applies migrations and seeds the admin list: a ready-to-use database.
 *
 * @example
 * const db = await openDb({ driver: 'pglite', dataDir: null }, [])
 */
export async function openDb(database: DatabaseConfig, adminAddresses: readonly Address[]): Promise<Db> {
  const db = database.driver === 'postgres' ? createPostgresDb({ url: database.url }) : await createPgliteDb(database)
  try {
    await migrate(db)
    await db.transaction((tx) => seedAdmins(tx, adminAddresses))
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  return db
}
