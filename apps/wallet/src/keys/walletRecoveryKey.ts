import type { RecoveryKind } from './recoveryKey.js'
import { openSealedBytes, sealBytes } from './sealBytes.js'
import type { SeedEntropy } from './seed.js'

/**
 * The wallet's recovery key sealed under each recovery factor the wallet has: `code` under the recovery
 * code's key, `passkey` under the PRF key of the passkey added last. The host keeps them as ciphertext.
 */
export type SealedRecoveryKeys = Partial<Record<RecoveryKind, string>>

const sealedKeyContext = (accountId: string, kind: RecoveryKind) =>
  `agentry-wallet/recovery-key/v1:${kind}:${accountId}`

/**
 * The wallet's recovery key: HKDF-SHA-256 of the seed into 32 bytes. The recovery share is sealed under
 * it, and it is sealed under each recovery factor, so either factor opens the recovery share. It is a
 * function of the seed, so a new split (a restore) seals the new recovery share under the same key and
 * every factor's sealed copy keeps fitting: a restore with the passkey does not lose the code, nor the
 * reverse. It tells nothing of the seed.
 *
 * @example
 * const bytes = await walletRecoveryKeyBytes(entropy)
 */
export async function walletRecoveryKeyBytes(entropy: SeedEntropy): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey('raw', new Uint8Array(entropy), 'HKDF', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new TextEncoder().encode('agentry-wallet/recovery-key/v1'),
      info: new Uint8Array(),
    },
    material,
    256,
  )
  return new Uint8Array(bits)
}

/**
 * The AES-GCM key (non-extractable) the recovery share is sealed under, from the wallet's recovery key.
 *
 * @example
 * const key = await importWalletRecoveryKey(await walletRecoveryKeyBytes(entropy))
 */
export async function importWalletRecoveryKey(bytes: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new Uint8Array(bytes), 'AES-GCM', false, ['encrypt', 'decrypt'])
}

/**
 * Seals the wallet's recovery key under a recovery factor's key, bound to the account and the factor.
 *
 * @example
 * const sealed = await sealRecoveryKey(accountId, entropy, { kind: 'passkey', key: prfKey })
 */
export async function sealRecoveryKey(
  accountId: string,
  entropy: SeedEntropy,
  factor: { kind: RecoveryKind; key: CryptoKey },
): Promise<string> {
  return sealBytes(factor.key, await walletRecoveryKeyBytes(entropy), sealedKeyContext(accountId, factor.kind))
}

/**
 * Opens the wallet's recovery key sealed under a recovery factor.
 *
 * @throws ShareUnreadableError ('recovery') for a wrong factor key, another account's or factor's blob, or a changed one
 * @example
 * const key = await openRecoveryKey(accountId, stored.recoveryKeys.code, { kind: 'code', key })
 */
export async function openRecoveryKey(
  accountId: string,
  sealed: string,
  factor: { kind: RecoveryKind; key: CryptoKey },
): Promise<CryptoKey> {
  const bytes = await openSealedBytes(factor.key, sealed, sealedKeyContext(accountId, factor.kind), 'recovery')
  return importWalletRecoveryKey(bytes)
}
