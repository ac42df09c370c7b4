import { base32crockford } from '@scure/base'
import { InvalidPrfOutputError, InvalidRecoveryCodeError } from './keyErrors.js'

/** How the recovery share is sealed: under a passkey's PRF output, or under a recovery code shown once. */
export type RecoveryKind = 'passkey' | 'code'

const CODE_BYTES = 20
const SALT = new TextEncoder().encode('agentry-wallet/recovery-key/v1')

async function hkdfAesKey(secret: Uint8Array, kind: RecoveryKind): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new Uint8Array(secret), 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: SALT, info: new TextEncoder().encode(`recovery-share:${kind}`) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/**
 * The recovery key from a passkey's WebAuthn PRF output (32 bytes from the authenticator): HKDF-SHA-256
 * into a non-extractable AES-GCM key. The PRF output never leaves the frame.
 *
 * @throws InvalidPrfOutputError when it is shorter than 32 bytes
 * @example
 * const key = await recoveryKeyFromPrf(new Uint8Array(credential.getClientExtensionResults().prf.results.first))
 */
export async function recoveryKeyFromPrf(prfOutput: Uint8Array): Promise<CryptoKey> {
  if (prfOutput.length < 32) throw new InvalidPrfOutputError({ length: prfOutput.length })
  return hkdfAesKey(prfOutput, 'passkey')
}

/**
 * A new recovery code: 160 random bits as 32 Crockford base-32 characters in groups of four. With that
 * much entropy HKDF suffices; no password stretching is needed, and an offline guess is hopeless.
 *
 * @example
 * createRecoveryCode() // 'K3QF-…' (8 groups)
 */
export function createRecoveryCode(): string {
  const code = base32crockford.encode(crypto.getRandomValues(new Uint8Array(CODE_BYTES)))
  return code.match(/.{4}/g)!.join('-')
}

/**
 * The recovery key from a recovery code as the user types it (case, spaces and dashes do not matter;
 * O and I/L read as 0 and 1, as Crockford base-32 says).
 *
 * @throws InvalidRecoveryCodeError when it is not 32 base-32 characters
 * @example
 * const key = await recoveryKeyFromCode('k3qf-…')
 */
export async function recoveryKeyFromCode(code: string): Promise<CryptoKey> {
  const cleaned = code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  let bytes: Uint8Array
  try {
    bytes = base32crockford.decode(cleaned)
  } catch {
    throw new InvalidRecoveryCodeError()
  }
  if (bytes.length !== CODE_BYTES) throw new InvalidRecoveryCodeError()
  return hkdfAesKey(bytes, 'code')
}
