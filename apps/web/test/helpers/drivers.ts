import { createTestDatabase } from '@agentry/test-utils/postgres'
import type { Address } from 'viem'
import { openDb } from '@/lib/server/db/openDb'
import type { Db } from '@/lib/server/db/types'

export type TestDb = { db: Db; dispose: () => Promise<void> }

/** Both drivers the app supports, for `describe.each`: the same behaviour is checked on each. */
export const DRIVERS = [
  {
    driver: 'pglite',
    open: async (admins: readonly Address[] = []): Promise<TestDb> => {
      const db = await openDb({ driver: 'pglite', dataDir: null }, admins)
      return { db, dispose: () => db.close() }
    },
  },
  {
    driver: 'postgres',
    open: async (admins: readonly Address[] = []): Promise<TestDb> => {
      const database = await createTestDatabase()
      const db = await openDb({ driver: 'postgres', url: database.url }, admins)
      return {
        db,
        dispose: async () => {
          await db.close()
          await database.drop()
        },
      }
    },
  },
] as const
