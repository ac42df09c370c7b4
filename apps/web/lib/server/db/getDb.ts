import 'server-only'
import { getConfig } from '../config'
import { openDb } from './openDb'
import type { Db } from './types'

// Kept on globalThis, not in module scope: Next can load this module once per bundle layer (route
// handlers, server components) and again on dev reloads, and two PGlite instances on one directory
// would corrupt it.
const KEY = Symbol.for('agentry.server.db')
type Holder = { [KEY]?: Promise<Db> }
const holder = globalThis as Holder

/**
 * The process-wide database, opened (migrated, admins seeded) on first use. Concurrent first calls
 * share one opening; a failed opening is forgotten so the next call retries.
 *
 * @example
 * const db = await getDb()
 */
export function getDb(): Promise<Db> {
  if (!holder[KEY]) {
    const { database, adminAddresses } = getConfig()
    const opening = openDb(database, adminAddresses)
    holder[KEY] = opening
    opening.catch(() => {
      if (holder[KEY] === opening) holder[KEY] = undefined
    })
  }
  return holder[KEY]
}

/**
 * Replaces the process-wide database (tests), or forgets it with `undefined`. Does not close the old one.
 *
 * @example
 * setDb(await openDb({ driver: 'pglite', dataDir: null }, []))
 */
export function setDb(db: Db | undefined): void {
  if (db) holder[KEY] = Promise.resolve(db)
  else holder[KEY] = undefined
}

/**
 * Closes the process-wide database (graceful shutdown) and forgets it; a database that never opened is
 * only forgotten.
 *
 * @example
 * process.once('SIGTERM', () => void closeDb())
 */
export async function closeDb(): Promise<void> {
  const opening = holder[KEY]
  holder[KEY] = undefined
  const db = await opening?.catch(() => undefined)
  await db?.close()
}
