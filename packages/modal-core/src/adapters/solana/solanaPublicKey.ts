import { base58 } from '@scure/base'
import { InvalidSendParametersError } from '../../errors/walletErrors.js'

/** Anything that holds a 32-byte public key: our own key, a base58 string, raw bytes, or a key of another library with `toBytes()`. */
export type SolanaPublicKeyInput = SolanaPublicKey | string | Uint8Array | { toBytes(): Uint8Array }

/**
 * A Solana public key (an ed25519 point, or a program-derived address off the curve): 32 bytes, shown
 * in base58. Methods mirror the names wallets and libraries use (`toBase58`, `toBytes`, `equals`), so a
 * key goes wherever one is expected.
 *
 * @example
 * const key = SolanaPublicKey.from('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
 * key.toBase58() // '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
 */
export class SolanaPublicKey {
  readonly #bytes: Uint8Array
  readonly #text: string

  private constructor(bytes: Uint8Array) {
    this.#bytes = Uint8Array.from(bytes)
    this.#text = base58.encode(this.#bytes)
  }

  /**
   * A key from base58 text, 32 bytes, or another key.
   *
   * @throws InvalidSendParametersError ('Please enter a valid amount and receiver address') for anything but 32 bytes.
   * @example
   * SolanaPublicKey.from(new Uint8Array(32)).toBase58() // '11111111111111111111111111111111'
   */
  static from(input: SolanaPublicKeyInput): SolanaPublicKey {
    if (input instanceof SolanaPublicKey) return input
    let bytes: Uint8Array | undefined
    if (typeof input === 'string') {
      try {
        bytes = base58.decode(input)
      } catch {
        bytes = undefined
      }
    } else {
      bytes = input instanceof Uint8Array ? input : input.toBytes()
    }
    if (bytes?.length !== 32)
      throw new InvalidSendParametersError({
        details: `${typeof input === 'string' ? `"${input}"` : 'the key'} is not a 32-byte Solana public key`,
      })
    return new SolanaPublicKey(bytes)
  }

  /** The 32 bytes (a copy). */
  toBytes(): Uint8Array {
    return Uint8Array.from(this.#bytes)
  }

  toBase58(): string {
    return this.#text
  }

  toString(): string {
    return this.#text
  }

  toJSON(): string {
    return this.#text
  }

  /** Whether `other` holds the same 32 bytes. */
  equals(other: SolanaPublicKeyInput): boolean {
    const bytes = other instanceof SolanaPublicKey ? other.#bytes : SolanaPublicKey.from(other).#bytes
    return bytes.every((byte, index) => byte === this.#bytes[index])
  }
}
