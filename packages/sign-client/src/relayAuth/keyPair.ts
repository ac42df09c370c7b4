import { ed25519 } from '@noble/curves/ed25519'

/** An Ed25519 key pair used to sign relay auth JWTs. Both keys are 32 bytes. */
export type RelayKeyPair = { secretKey: Uint8Array; publicKey: Uint8Array }

/**
 * Generates a fresh Ed25519 key pair for relay authentication. The client id a relay sees is the
 * `did:key` of `publicKey`.
 *
 * @example
 * const { secretKey, publicKey } = generateRelayKeyPair()
 * const token = signRelayJwt({ secretKey, aud: 'ws://127.0.0.1:8787' })
 */
export function generateRelayKeyPair(): RelayKeyPair {
  const secretKey = ed25519.utils.randomSecretKey()
  return { secretKey, publicKey: ed25519.getPublicKey(secretKey) }
}
