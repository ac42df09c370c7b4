import { RpcRequestError } from '../errors/rpcRequestErrors.js'
import { checksumAddress } from '../utils/checksumAddress.js'
import type { Hex } from './hex.js'

/**
 * The ABI types the modal's own contract reads need: `address`, `bool`, `uintN`, `bytesN`, `bytes`,
 * `string`, a tuple (an array of types) and a dynamic array (`{ array: type }`).
 */
export type AbiType =
  | 'address'
  | 'bool'
  | 'string'
  | `uint${number}`
  | `bytes${'' | number}`
  | readonly AbiType[]
  | { readonly array: AbiType }
/** A value of an AbiType: uints up to 48 bits decode to numbers (as viem does), wider ones to bigints. */
export type AbiValue = string | number | bigint | boolean | readonly AbiValue[]

const WORD = 64

const isDynamic = (type: AbiType): boolean =>
  type === 'string' ||
  type === 'bytes' ||
  (typeof type === 'object' && ('array' in type || (type as readonly AbiType[]).some(isDynamic)))

/** Bytes a type takes in its tuple's head. */
const headSize = (type: AbiType): number =>
  Array.isArray(type) && !isDynamic(type) ? (type as AbiType[]).reduce((sum, t) => sum + headSize(t), 0) : 32

const word = (value: bigint): string => {
  if (value < 0n || value >= 1n << 256n) throw new RangeError(`${value} is out of uint256 range`)
  return value.toString(16).padStart(WORD, '0')
}
const padRight = (hex: string): string => hex.padEnd(Math.ceil(hex.length / WORD) * WORD, '0')
const toBytesHex = (type: 'string' | 'bytes', value: AbiValue): string =>
  type === 'string'
    ? Array.from(new TextEncoder().encode(String(value)), (byte) => byte.toString(16).padStart(2, '0')).join('')
    : String(value).slice(2).toLowerCase()

function encodeTuple(types: readonly AbiType[], values: readonly AbiValue[]): string {
  if (types.length !== values.length) throw new RangeError(`expected ${types.length} values, got ${values.length}`)
  const heads: string[] = []
  const tails: string[] = []
  let tailOffset = types.reduce((sum, type) => sum + headSize(type), 0)
  types.forEach((type, index) => {
    const encoded = encodeValue(type, values[index]!)
    if (!isDynamic(type)) return void heads.push(encoded)
    heads.push(word(BigInt(tailOffset)))
    tails.push(encoded)
    tailOffset += encoded.length / 2
  })
  return heads.join('') + tails.join('')
}

function encodeValue(type: AbiType, value: AbiValue): string {
  if (typeof type === 'object') {
    if ('array' in type) {
      const items = value as readonly AbiValue[]
      return (
        word(BigInt(items.length)) +
        encodeTuple(
          items.map(() => type.array),
          items,
        )
      )
    }
    return encodeTuple(type as readonly AbiType[], value as readonly AbiValue[])
  }
  if (type === 'address') return String(value).slice(2).toLowerCase().padStart(WORD, '0')
  if (type === 'bool') return word(value ? 1n : 0n)
  if (type.startsWith('uint')) return word(BigInt(value as bigint))
  if (type === 'string' || type === 'bytes') {
    const hex = toBytesHex(type, value)
    return word(BigInt(hex.length / 2)) + padRight(hex)
  }
  return padRight(String(value).slice(2).toLowerCase())
}

/**
 * ABI-encodes values (no selector), as Solidity lays out a function's arguments.
 *
 * @example
 * encodeAbi(['address', 'uint256'], ['0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', 1n]) // '0x000…6045000…01'
 */
export function encodeAbi(types: readonly AbiType[], values: readonly AbiValue[]): Hex {
  return `0x${encodeTuple(types, values)}`
}

/**
 * Calldata for a call: the function's 4-byte selector followed by its ABI-encoded arguments.
 *
 * @example
 * encodeCall('0x70a08231', ['address'], [owner]) // balanceOf(owner)
 */
export function encodeCall(selector: Hex, types: readonly AbiType[] = [], values: readonly AbiValue[] = []): Hex {
  return `${selector}${encodeTuple(types, values)}`
}

class Reader {
  constructor(readonly hex: string) {}
  /** The 32-byte word at a byte offset, as a bigint. */
  word(at: number): bigint {
    if (at < 0 || (at + 32) * 2 > this.hex.length)
      throw new RpcRequestError({ method: 'eth_call', details: 'ABI data too short' })
    return BigInt(`0x${this.hex.slice(at * 2, (at + 32) * 2)}`)
  }
  offset(at: number): number {
    const value = this.word(at)
    if (value > BigInt(this.hex.length))
      throw new RpcRequestError({ method: 'eth_call', details: 'ABI offset out of range' })
    return Number(value)
  }
  bytes(at: number, length: number): string {
    if ((at + length) * 2 > this.hex.length)
      throw new RpcRequestError({ method: 'eth_call', details: 'ABI data too short' })
    return this.hex.slice(at * 2, (at + length) * 2)
  }
}

function decodeTuple(reader: Reader, types: readonly AbiType[], base: number): AbiValue[] {
  let head = base
  return types.map((type) => {
    const value = isDynamic(type)
      ? decodeValue(reader, type, base + reader.offset(head))
      : decodeValue(reader, type, head)
    head += headSize(type)
    return value
  })
}

function decodeValue(reader: Reader, type: AbiType, at: number): AbiValue {
  if (typeof type === 'object') {
    if (!('array' in type)) return decodeTuple(reader, type as readonly AbiType[], at)
    const length = reader.offset(at)
    return decodeTuple(
      reader,
      Array.from({ length }, () => type.array),
      at + 32,
    )
  }
  if (type === 'address') return checksumAddress(`0x${reader.bytes(at + 12, 20)}`)
  if (type === 'bool') return reader.word(at) !== 0n
  if (type.startsWith('uint')) {
    const value = reader.word(at)
    return Number(type.slice(4) || 256) <= 48 ? Number(value) : value
  }
  if (type === 'string' || type === 'bytes') {
    const hex = reader.bytes(at + 32, reader.offset(at))
    return type === 'string'
      ? new TextDecoder().decode(Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16)))
      : `0x${hex}`
  }
  return `0x${reader.bytes(at, Number(type.slice(5)))}`
}

/**
 * Decodes ABI-encoded data (a function's return data, or an error's arguments without its selector).
 *
 * @throws RpcRequestError ('Network request failed') when the data is too short for the types
 * @example
 * decodeAbi(['string'], await ethCall(...)) // ['alice.eth']
 */
export function decodeAbi(types: readonly AbiType[], data: Hex): AbiValue[] {
  return decodeTuple(new Reader(data.slice(2)), types, 0)
}
