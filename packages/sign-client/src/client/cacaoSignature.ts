// The signature code of one-click sign-in, loaded on first use by isValidCacao (cacao.ts).
import { secp256k1 } from '@noble/curves/secp256k1'
import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'

/**
 * The EIP-191 digest `personal_sign` signs: keccak256 of the prefixed message, as 64 hex characters.
 *
 * @example
 * personalMessageDigest('hello') // '50b2c43f…'
 */
export function personalMessageDigest(message: string): string {
  const bytes = utf8ToBytes(message)
  return bytesToHex(
    keccak_256(new Uint8Array([...utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`), ...bytes])),
  )
}

/**
 * The address that produced an EIP-191 `personal_sign` signature of `message`, or `undefined` for a
 * signature that is not 65 bytes. This chunk imports nothing of ours (a shared chunk would cost every
 * dapp's bundle), so it returns rather than throws a named error.
 *
 * @example
 * recoverPersonalSignAddress(message, '0x…65 bytes') // '0xf39f…'
 */
export function recoverPersonalSignAddress(message: string, signatureHex: string): string | undefined {
  const signature = hexToBytes(signatureHex.replace(/^0x/, ''))
  if (signature.length !== 65) return undefined
  const v = signature[64]! >= 27 ? signature[64]! - 27 : signature[64]!
  const digest = hexToBytes(personalMessageDigest(message))
  const publicKey = secp256k1.Signature.fromCompact(signature.slice(0, 64))
    .addRecoveryBit(v)
    .recoverPublicKey(digest)
    .toRawBytes(false)
  return `0x${bytesToHex(keccak_256(publicKey.slice(1)).slice(-20))}`
}
