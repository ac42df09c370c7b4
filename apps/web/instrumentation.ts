/**
 * Runs once when the server starts: reads and validates the configuration and opens the database
 * (migrations, admin seeding). A bad environment stops the server with a clear message instead of
 * failing every request with a 500.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // `next build` also loads this file; configuration belongs to the server that runs, not the build.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  try {
    const { getConfig } = await import('./lib/server/config')
    getConfig()
    const { getDb } = await import('./lib/server/db/getDb')
    await getDb()
  } catch (error) {
    // Next only logs a failing instrumentation hook and serves anyway; a misconfigured server must not.
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
