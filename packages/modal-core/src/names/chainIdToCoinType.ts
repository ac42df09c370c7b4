import { InvalidChainIdError } from '../errors/nameErrors.js'

/** Spec section 9: the high bit that marks an EVM chain's coin type (ENSIP-11). */
export const SLIP44_MSB = 0x80000000

/**
 * The coin type names are registered under for an EVM chain: the chain id with the high bit set.
 *
 * @throws InvalidChainIdError ('Invalid chainId') for anything but an integer from 0 to 2147483647
 * @example
 * chainIdToCoinType(1)    // 2147483649
 * chainIdToCoinType(2 ** 31) // throws 'Invalid chainId'
 */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= SLIP44_MSB) throw new InvalidChainIdError({ chainId })
  return (SLIP44_MSB | chainId) >>> 0
}
