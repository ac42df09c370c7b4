import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '@agentry/test-utils'
import { parseConfig, setConfig, type Config } from '@/lib/server/config'
import { setDb } from '@/lib/server/db/getDb'
import type { Db } from '@/lib/server/db/types'
import { resetRateLimits } from '@/lib/server/rateLimit'
import type { DRIVERS, TestDb } from './drivers'
import { ORIGIN } from './testBrowser'

export type ServerFixture = { anvil: Anvil; db: Db; config: Config; stop: () => Promise<void> }

/** The admin of every route test: the third anvil account. */
export const ADMIN = ANVIL_ACCOUNTS[2]

/**
 * Starts what the route handlers need: a real anvil node (chain 1337), a fresh database on the given
 * driver, and the process-wide config and db pointing at them.
 */
export async function startServerFixture(
  open: (typeof DRIVERS)[number]['open'],
  env: Record<string, string> = {},
): Promise<ServerFixture> {
  const anvil = await startAnvil()
  let handle: TestDb
  try {
    handle = await open([ADMIN.address])
  } catch (error) {
    await anvil.stop()
    throw error
  }
  const config = parseConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
    PUBLIC_ORIGIN: ORIGIN,
    SIWE_CHAIN_IDS: '1,5777,1337',
    LOCAL_RPC_URL: anvil.rpcUrl,
    ADMIN_ADDRESSES: ADMIN.address,
    RATE_LIMIT_NONCE_PER_MIN: '100000',
    RATE_LIMIT_LOGIN_PER_MIN: '100000',
    ...env,
  })
  setConfig(config)
  setDb(handle.db)
  await resetRateLimits()
  return {
    anvil,
    db: handle.db,
    config,
    stop: async () => {
      setConfig(undefined)
      setDb(undefined)
      await resetRateLimits()
      await handle.dispose()
      await anvil.stop()
    },
  }
}
