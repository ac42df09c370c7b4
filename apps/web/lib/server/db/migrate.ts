import 'server-only'
import type { Db } from './types'

type Migration = { version: number; statements: readonly string[] }

/** Append-only: never edit a shipped migration, add a new version instead. */
const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE nonces (
        nonce text PRIMARY KEY,
        browser_id text NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      'CREATE INDEX nonces_expires_at_idx ON nonces (expires_at)',
      `CREATE TABLE users (
        address text PRIMARY KEY CHECK (address ~ '^0x[0-9a-fA-F]{40}$'),
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      // id is the SHA-256 (hex) of the cookie's session id: a leaked table does not yield usable cookies.
      `CREATE TABLE sessions (
        id text PRIMARY KEY,
        address text NOT NULL REFERENCES users (address),
        chain_id bigint NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`,
      'CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)',
    ],
  },
  {
    version: 2,
    statements: [
      // The per-request session read. In PL/pgSQL the plan is cached per connection, which skips the
      // planner (and PGlite's file-size syscalls that come with it) on every signed-in request:
      // measured about twice as fast as the same SELECT sent as text. Still one primary-key lookup.
      `CREATE OR REPLACE FUNCTION read_session(p_id text, p_now timestamptz)
       RETURNS TABLE (address text, chain_id float8, role text)
       LANGUAGE plpgsql STABLE AS $$
       BEGIN
         RETURN QUERY
           SELECT s.address, s.chain_id::float8, (SELECT u.role FROM users u WHERE u.address = s.address)
           FROM sessions s
           WHERE s.id = p_id AND s.revoked_at IS NULL AND s.expires_at > p_now;
       END
       $$`,
    ],
  },
]

/** Arbitrary constant: the advisory lock that serialises migrations across processes sharing one server. */
const MIGRATION_LOCK_KEY = 4_361_001

/**
 * Applies pending migrations, each in its own transaction, recording them in `schema_migrations`.
 * Safe to call on every start and from several processes at once.
 *
 * @example
 * await migrate(db)
 */
export async function migrate(db: Db): Promise<number[]> {
  const applied: number[] = []
  for (const migration of MIGRATIONS) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1::bigint)::text AS locked', [MIGRATION_LOCK_KEY])
      await tx.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      )
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version])
      if (done.length > 0) return
      for (const statement of migration.statements) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version])
      applied.push(migration.version)
    })
  }
  return applied
}
