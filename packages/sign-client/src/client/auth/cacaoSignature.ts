// The signature code of one-click sign-in, loaded on first use by isValidCacao (cacao.ts).
import { Field } from '@noble/curves/abstract/modular'
import { weierstrass } from '@noble/curves/abstract/weierstrass'
import { sha256 } from '@noble/hashes/sha2'
import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'

// secp256k1 (SEC 2 v2, 2.4.1), built here from noble's generic Weierstrass code rather than imported from
// '@noble/curves/secp256k1'. viem (in the modal's views through viem/siwe) imports that module dynamically,
// which makes it a split point whose exports (Schnorr, hash-to-curve) esbuild all keeps; a static import of
// it here shared that code with this chunk. Recovery needs only the curve, not its GLV speed-up.
const secp256k1 = weierstrass({
  Fp: Field(BigInt('0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f')),
  n: BigInt('0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141'),
  h: BigInt(1),
  a: BigInt(0),
  b: BigInt(7),
  Gx: BigInt('0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'),
  Gy: BigInt('0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8'),
  lowS: true,
  hash: sha256,
})

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
