import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import {
  hashMessage,
  hashTypedData,
  keccak256,
  serializeTransaction,
  type Hex,
  type SignableMessage,
  type TransactionSerializableEIP1559,
  type TypedData,
  type TypedDataDefinition,
} from 'viem'

/** The EVM account the frame signs with: its address, and the three kinds of signature it makes. */
export type EvmSigner = {
  address: `0x${string}`
  /** EIP-191 `personal_sign`: 65 bytes r‖s‖v, v = 27 or 28. */
  signMessage(args: { message: SignableMessage }): Promise<Hex>
  /** EIP-712 `eth_signTypedData_v4`: 65 bytes r‖s‖v. */
  signTypedData<const typedData extends TypedData | Record<string, unknown>, primaryType extends string>(
    definition: TypedDataDefinition<typedData, primaryType>,
  ): Promise<Hex>
  /** A signed EIP-1559 transaction, serialised for `eth_sendRawTransaction`. */
  signTransaction(tx: TransactionSerializableEIP1559): Promise<Hex>
}

/** secp256k1 over a 32-byte digest (low-s, RFC 6979), as `{ r, s, yParity }`. */
function signDigest(privateKey: Uint8Array, digest: Hex) {
  // 'recovered' is the recovery id (1 byte) followed by r and s (32 bytes each).
  const signature = secp256k1.sign(hexToBytes(digest.slice(2)), privateKey, { prehash: false, format: 'recovered' })
  return {
    yParity: signature[0]!,
    r: `0x${bytesToHex(signature.subarray(1, 33))}` as Hex,
    s: `0x${bytesToHex(signature.subarray(33, 65))}` as Hex,
  }
}

const toRsv = ({ r, s, yParity }: ReturnType<typeof signDigest>): Hex =>
  `${r}${s.slice(2)}${(27 + yParity).toString(16)}`

/**
 * The frame's EVM signer over `@noble/curves` 2.x, the copy the keys already use (viem's local account
 * would bring its own 1.x copy into the frame's script); viem only hashes and serialises. Signatures are
 * the same bytes viem's `privateKeyToAccount` makes (both are deterministic, RFC 6979 with low s).
 *
 * @example
 * const signer = createEvmSigner(privateKey, address)
 * await signer.signMessage({ message: 'hello' }) // '0x…' (65 bytes)
 */
export function createEvmSigner(privateKey: Uint8Array, address: `0x${string}`): EvmSigner {
  return {
    address,
    signMessage: async ({ message }) => toRsv(signDigest(privateKey, hashMessage(message))),
    signTypedData: async (definition) => toRsv(signDigest(privateKey, hashTypedData(definition))),
    async signTransaction(tx) {
      const signature = signDigest(privateKey, keccak256(serializeTransaction(tx)))
      return serializeTransaction(tx, signature)
    },
  }
}
