const evmAddress = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * Whether a string is an EVM address: 40 hex characters with an optional `0x` prefix (checksum not
 * enforced).
 *
 * @example
 * isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // true
 */
export function isEvmAddress(value: string): boolean {
  return evmAddress.test(value)
}
