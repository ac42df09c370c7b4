import { RECOVERY_KEYS_MIGRATION } from '../keys/recoveryKeysMigration.js'
import { SOCIAL_MIGRATION } from '../social/socialMigration.js'
import type { Db } from './types.js'

type Migration = { version: number; statements: readonly string[] }

/*
 * Append-only: never edit a shipped migration, add a version. Every table starts with `wallet_`, so the
 * host can share one PostgreSQL database with the site (whose tables are `users`, `sessions`, ...).
 */
const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE wallet_users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) <= 254),
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      // The code itself is never stored: only its HMAC, bound to the email, under a key from the environment.
      `CREATE TABLE wallet_login_codes (
        email text PRIMARY KEY,
        code_hash text NOT NULL,
        issued_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0
      )`,
      'CREATE INDEX wallet_login_codes_expires_at_idx ON wallet_login_codes (expires_at)',
      // id is the SHA-256 of the cookie's session id: a leaked table yields no usable cookie.
      `CREATE TABLE wallet_sessions (
        id text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES wallet_users (id),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`,
      'CREATE INDEX wallet_sessions_expires_at_idx ON wallet_sessions (expires_at)',
    ],
  },
  {
    version: 2,
    statements: [
      // One wallet per user. auth_share is sealed under WALLET_KEK (never in the database); recovery_share
      // is sealed in the frame under a passkey's or a recovery code's key, which the host never sees.
      // proof_hash is the SHA-256 of HKDF(seed): replacing the shares needs the seed, not only a session.
      `CREATE TABLE wallet_key_shares (
        user_id uuid PRIMARY KEY REFERENCES wallet_users (id),
        auth_share text NOT NULL,
        recovery_share text NOT NULL,
        recovery_kind text NOT NULL CHECK (recovery_kind IN ('passkey', 'code')),
        evm_address text NOT NULL,
        solana_address text NOT NULL,
        proof_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    version: 3,
    statements: [
      // Passkeys (WebAuthn): the credential's COSE public key (base64url) and signature counter; nothing secret.
      `CREATE TABLE wallet_passkeys (
        credential_id text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES wallet_users (id),
        public_key text NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`,
      'CREATE INDEX wallet_passkeys_user_id_idx ON wallet_passkeys (user_id)',
      // WebAuthn challenges, single use: a verify deletes its row first (user_id set for a registration).
      `CREATE TABLE wallet_passkey_challenges (
        challenge text PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('register', 'login')),
        user_id uuid REFERENCES wallet_users (id),
        expires_at timestamptz NOT NULL
      )`,
      'CREATE INDEX wallet_passkey_challenges_expires_at_idx ON wallet_passkey_challenges (expires_at)',
    ],
  },
  SOCIAL_MIGRATION,
  RECOVERY_KEYS_MIGRATION,
]

/** Arbitrary constant (not the site's): the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 4_361_025

/**
 * Applies pending migrations, each in its own transaction, recorded in `wallet_schema_migrations`.
 * Safe on every start and from several instances at once.
 *
 * @example
 * await migrate(db) // [1] the first time, [] afterwards
 */
export async function migrate(db: Db): Promise<number[]> {
  const applied: number[] = []
  for (const migration of MIGRATIONS) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1::bigint)::text AS locked', [MIGRATION_LOCK_KEY])
      await tx.query(
        'CREATE TABLE IF NOT EXISTS wallet_schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      )
      const done = await tx.query('SELECT 1 FROM wallet_schema_migrations WHERE version = $1', [migration.version])
      if (done.length > 0) return
      for (const statement of migration.statements) await tx.query(statement)
      await tx.query('INSERT INTO wallet_schema_migrations (version) VALUES ($1)', [migration.version])
      applied.push(migration.version)
    })
  }
  return applied
}
