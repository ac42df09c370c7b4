/**
 * Migration 5 (a PRF passkey adds to the recovery code), kept beside the code that uses it; `migrate.ts`
 * lists it.
 *
 * The recovery share is sealed under the wallet's recovery key (HKDF of the seed, derived in the frame),
 * and that key is sealed under each recovery factor: `recovery_code_key` under the recovery code's key,
 * `recovery_passkey_key` under the PRF key of the passkey added last. Either restores the wallet with the
 * auth share; the host holds them only as ciphertext. A row from before has both NULL: its recovery share
 * is sealed under its one factor (`recovery_kind`), as the frame then reads it; its next restore writes
 * the new form.
 */
export const RECOVERY_KEYS_MIGRATION = {
  version: 5,
  statements: ['ALTER TABLE wallet_key_shares ADD COLUMN recovery_code_key text, ADD COLUMN recovery_passkey_key text'],
} as const
