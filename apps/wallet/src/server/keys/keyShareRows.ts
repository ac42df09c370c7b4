import { createHash, timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/types.js'
import { KeySharesProofInvalidError } from '../errors.js'

/** A user's key-share row, as stored (the auth share still sealed under the KEK). */
export type KeyShareRow = {
  authShare: string
  recoveryShare: string
  recoveryKind: 'passkey' | 'code'
  /** The wallet's recovery key sealed under each factor (migration 5); absent for an older wallet. */
  recoveryKeys?: { code?: string; passkey?: string }
  evmAddress: string
  solanaAddress: string
}

const proofHash = (proof: string) => createHash('sha256').update(Buffer.from(proof, 'base64url')).digest()

/**
 * The user's key-share row, or null.
 *
 * @example
 * const row = await readKeyShareRow(db, userId)
 */
export async function readKeyShareRow(db: Db, userId: string): Promise<KeyShareRow | null> {
  const [row] = await db.query<{
    auth_share: string
    recovery_share: string
    recovery_kind: 'passkey' | 'code'
    recovery_code_key: string | null
    recovery_passkey_key: string | null
    evm_address: string
    solana_address: string
  }>(
    `SELECT auth_share, recovery_share, recovery_kind, recovery_code_key, recovery_passkey_key, evm_address, solana_address
     FROM wallet_key_shares WHERE user_id = $1`,
    [userId],
  )
  return row
    ? {
        authShare: row.auth_share,
        recoveryShare: row.recovery_share,
        recoveryKind: row.recovery_kind,
        ...(row.recovery_code_key || row.recovery_passkey_key
          ? {
              recoveryKeys: {
                ...(row.recovery_code_key ? { code: row.recovery_code_key } : {}),
                ...(row.recovery_passkey_key ? { passkey: row.recovery_passkey_key } : {}),
              },
            }
          : {}),
        evmAddress: row.evm_address,
        solanaAddress: row.solana_address,
      }
    : null
}

/**
 * Writes the user's key shares: creates the row, or replaces it when `proof` hashes to the stored proof
 * (the caller holds the seed). The check and the write are one transaction, the row locked.
 *
 * @throws KeySharesProofInvalidError when a row exists and the proof does not match
 * @example
 * await writeKeyShareRow(db, userId, row, proof)
 */
export async function writeKeyShareRow(db: Db, userId: string, row: KeyShareRow, proof: string): Promise<void> {
  const hash = proofHash(proof)
  await db.transaction(async (tx) => {
    const [existing] = await tx.query<{ proof_hash: string }>(
      'SELECT proof_hash FROM wallet_key_shares WHERE user_id = $1 FOR UPDATE',
      [userId],
    )
    if (existing && !timingSafeEqual(Buffer.from(existing.proof_hash, 'hex'), hash))
      throw new KeySharesProofInvalidError()
    await tx.query(
      `INSERT INTO wallet_key_shares (user_id, auth_share, recovery_share, recovery_kind, evm_address, solana_address, proof_hash,
         recovery_code_key, recovery_passkey_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (user_id) DO UPDATE SET auth_share = EXCLUDED.auth_share, recovery_share = EXCLUDED.recovery_share,
         recovery_kind = EXCLUDED.recovery_kind, evm_address = EXCLUDED.evm_address,
         solana_address = EXCLUDED.solana_address, recovery_code_key = EXCLUDED.recovery_code_key,
         recovery_passkey_key = EXCLUDED.recovery_passkey_key, updated_at = now()`,
      [
        userId,
        row.authShare,
        row.recoveryShare,
        row.recoveryKind,
        row.evmAddress,
        row.solanaAddress,
        hash.toString('hex'),
        row.recoveryKeys?.code ?? null,
        row.recoveryKeys?.passkey ?? null,
      ],
    )
  })
}
