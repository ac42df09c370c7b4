import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'

const hexAddress = /^0x[0-9a-fA-F]{40}$/

/**
 * Whether a value is a 0x-prefixed 40-hex-digit address (any letter case).
 *
 * @example
 * isHexAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // true
 */
export function isHexAddress(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && hexAddress.test(value)
}

/**
 * The EIP-55 mixed-case checksum form of an address. Written on keccak-256 from @noble/hashes instead
 * of importing viem's `getAddress`, because viem's barrel costs the modal's first load about 25 KB gzip.
 *
 * @example
 * checksumAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function checksumAddress(address: string): `0x${string}` {
  if (!isHexAddress(address)) throw new TypeError(`Invalid address: ${address}`)
  const lower = address.slice(2).toLowerCase()
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)))
  let out = '0x'
  for (let i = 0; i < 40; i++) out += parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!
  return out as `0x${string}`
}
