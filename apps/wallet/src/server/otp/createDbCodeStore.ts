import type { Queryable } from '../db/types.js'
import type { OneTimeCodeStore, StoredCode } from './createOneTimeCodes.js'

type Row = { code_hash: string; issued_ms: string; expires_ms: string; attempts: number }

const COLUMNS = `code_hash, (extract(epoch FROM issued_at) * 1000)::bigint::text AS issued_ms,
  (extract(epoch FROM expires_at) * 1000)::bigint::text AS expires_ms, attempts`

const toCode = (row: Row | undefined): StoredCode | undefined =>
  row && {
    hash: row.code_hash,
    issuedAt: Number(row.issued_ms),
    expiresAt: Number(row.expires_ms),
    attempts: row.attempts,
  }

/**
 * The codes in the host's database (`wallet_login_codes`), so every instance behind a load balancer sees
 * the same code, the same attempt count and the same cooldown. Each operation is one statement, so
 * racing requests are serialised by the row lock.
 *
 * @example
 * const codes = createOneTimeCodes({ store: createDbCodeStore(() => handle.get()), pepper })
 */
export function createDbCodeStore(db: () => Promise<Queryable>): OneTimeCodeStore {
  return {
    async get(email) {
      const rows = await (await db()).query<Row>(`SELECT ${COLUMNS} FROM wallet_login_codes WHERE email = $1`, [email])
      return toCode(rows[0])
    },
    async put(email, code, cooldownMs) {
      const database = await db()
      // Expired codes of anyone go on each write: the table holds at most the codes of the last 10 minutes.
      await database.query('DELETE FROM wallet_login_codes WHERE expires_at <= $1', [new Date(code.issuedAt)])
      const stored = await database.query<{ email: string }>(
        `INSERT INTO wallet_login_codes (email, code_hash, issued_at, expires_at, attempts)
         VALUES ($1, $2, $3, $4, 0)
         ON CONFLICT (email) DO UPDATE
           SET code_hash = EXCLUDED.code_hash, issued_at = EXCLUDED.issued_at,
               expires_at = EXCLUDED.expires_at, attempts = 0
           WHERE wallet_login_codes.issued_at <= $5
         RETURNING email`,
        [email, code.hash, new Date(code.issuedAt), new Date(code.expiresAt), new Date(code.issuedAt - cooldownMs)],
      )
      if (stored.length > 0) return undefined
      const blocking = await this.get(email)
      // Deleted between the two statements (used or withdrawn): the next request stores its code.
      return blocking?.issuedAt ?? code.issuedAt - cooldownMs + 1000
    },
    async countAttempt(email) {
      const rows = await (
        await db()
      ).query<Row>(`UPDATE wallet_login_codes SET attempts = attempts + 1 WHERE email = $1 RETURNING ${COLUMNS}`, [
        email,
      ])
      return toCode(rows[0])
    },
    async delete(email, hash) {
      await (await db()).query('DELETE FROM wallet_login_codes WHERE email = $1 AND code_hash = $2', [email, hash])
    },
  }
}
