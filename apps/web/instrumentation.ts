/**
 * Runs once when the server starts: reads and validates the configuration and opens the database
 * (migrations, admin seeding). A bad environment stops the server with a clear message instead of
 * failing every request with a 500. A database that cannot be reached yet does not: the server starts,
 * answers 503 where it needs the database, and opens it on the first request after it is back (an
 * instance restarted during a database failover must not crash-loop).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // `next build` also loads this file; configuration belongs to the server that runs, not the build.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { DatabaseUnavailableError } = await import('./lib/server/errors')
  try {
    const { getConfig } = await import('./lib/server/config')
    getConfig()
    const { getDb } = await import('./lib/server/db/getDb')
    await getDb()
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) {
      console.warn(`${error.message}; starting anyway, the database is opened when it answers`)
      return
    }
    // Next only logs a failing instrumentation hook and serves anyway; a misconfigured server must not.
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
