import { base64urlnopad } from '@scure/base'
import { ShareUnreadableError } from './keyErrors.js'

/** Which share a sealed blob holds; named in the error when it does not open. */
export type ShareKind = 'device' | 'recovery'

const VERSION = 1
const IV_BYTES = 12

/** A copy on a fresh ArrayBuffer: what WebCrypto's BufferSource type asks for. */
const own = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes)

/**
 * Encrypts `plaintext` with AES-GCM under `key` (WebCrypto), bound to `context` as additional data, so a
 * blob sealed for one purpose or account does not open as another. Returns base64url of
 * `version (1) | iv (12) | ciphertext and tag`.
 *
 * @example
 * const sealed = await sealBytes(key, share, 'agentry-wallet/device-share/v1:alice@example.org')
 */
export async function sealBytes(key: CryptoKey, plaintext: Uint8Array, context: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(context) },
    key,
    own(plaintext),
  )
  const out = new Uint8Array(1 + IV_BYTES + ciphertext.byteLength)
  out[0] = VERSION
  out.set(iv, 1)
  out.set(new Uint8Array(ciphertext), 1 + IV_BYTES)
  return base64urlnopad.encode(out)
}

/**
 * Opens a blob from {@link sealBytes} with the same key and context.
 *
 * @throws ShareUnreadableError when the key or context is wrong, or the blob was changed or cut
 * @example
 * const share = await openSealedBytes(key, sealed, context, 'device')
 */
export async function openSealedBytes(
  key: CryptoKey,
  sealed: string,
  context: string,
  share: ShareKind,
): Promise<Uint8Array> {
  let bytes: Uint8Array
  try {
    bytes = base64urlnopad.decode(sealed)
  } catch (error) {
    throw new ShareUnreadableError({ share }, error)
  }
  if (bytes.length < 1 + IV_BYTES + 16 || bytes[0] !== VERSION) throw new ShareUnreadableError({ share })
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: own(bytes.subarray(1, 1 + IV_BYTES)), additionalData: new TextEncoder().encode(context) },
      key,
      own(bytes.subarray(1 + IV_BYTES)),
    )
    return new Uint8Array(plaintext)
  } catch (error) {
    throw new ShareUnreadableError({ share }, error)
  }
}
