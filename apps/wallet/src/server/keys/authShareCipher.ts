import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { AuthShareUnreadableError } from '../errors.js'

/** Seals and opens auth shares at rest under the key-encryption key (WALLET_KEK). */
export type AuthShareCipher = {
  /** base64url of `version (1) | iv (12) | tag (16) | ciphertext`, bound to `userId`. */
  seal(userId: string, share: Uint8Array): string
  /** @throws AuthShareUnreadableError when the blob was changed, belongs to another user, or another KEK sealed it. */
  open(userId: string, sealed: string): Uint8Array
}

const VERSION = 1
const aad = (userId: string) => Buffer.from(`agentry-wallet/auth-share/v1:${userId}`)

/**
 * AES-256-GCM (Node's OpenSSL) under `kek`, with the user's id as additional data: a row copied to
 * another user does not open there.
 *
 * @example
 * const cipher = createAuthShareCipher(config.login.kek)
 * const sealed = cipher.seal(userId, share)
 */
export function createAuthShareCipher(kek: Uint8Array): AuthShareCipher {
  if (kek.length !== 32) throw new RangeError('the key-encryption key is 32 bytes')
  const key = Buffer.from(kek)
  return {
    seal(userId, share) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(userId))
      const ciphertext = Buffer.concat([cipher.update(share), cipher.final()])
      return Buffer.concat([Buffer.of(VERSION), iv, cipher.getAuthTag(), ciphertext]).toString('base64url')
    },
    open(userId, sealed) {
      const bytes = Buffer.from(sealed, 'base64url')
      if (bytes.length < 1 + 12 + 16 + 1 || bytes[0] !== VERSION) throw new AuthShareUnreadableError()
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(1, 13)).setAAD(aad(userId))
        decipher.setAuthTag(bytes.subarray(13, 29))
        return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(29)), decipher.final()]))
      } catch (error) {
        throw new AuthShareUnreadableError(error)
      }
    },
  }
}
