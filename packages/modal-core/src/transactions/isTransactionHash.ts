const transactionHash = /^0x[0-9a-fA-F]{64}$/

/**
 * Whether a value is a transaction hash: 0x plus 64 hex characters (spec section 5), any letter case.
 *
 * @example
 * isTransactionHash(`0x${'ab'.repeat(32)}`) // true
 * isTransactionHash('0x1234') // false
 */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && transactionHash.test(value)
}
