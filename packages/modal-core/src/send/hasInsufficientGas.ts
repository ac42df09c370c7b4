import type { AccountType } from '../caip/types.js'

export type HasInsufficientGasParameters = {
  /** The native balance in whole units (decimal string). */
  nativeBalance: string | undefined
  /** The native balance's worth in USD; undefined when no price is known. */
  networkBalanceInUSD: string | undefined
  /** The send's gas cost in USD; undefined when no price is known. */
  gasPriceInUSD: number | undefined
  accountType: AccountType | undefined
}

/**
 * Spec section 5: gas is insufficient when the native balance is zero or the gas cost in USD exceeds
 * its worth — never for smart accounts, whose gas may be paid by someone else.
 *
 * @example
 * hasInsufficientGas({ nativeBalance: '0', networkBalanceInUSD: '0', gasPriceInUSD: 0.02, accountType: 'eoa' }) // true
 * hasInsufficientGas({ nativeBalance: '0', networkBalanceInUSD: '0', gasPriceInUSD: 0.02, accountType: 'smartAccount' }) // false
 */
export function hasInsufficientGas({
  nativeBalance,
  networkBalanceInUSD,
  gasPriceInUSD,
  accountType,
}: HasInsufficientGasParameters): boolean {
  if (accountType === 'smartAccount') return false
  const balance = Number(nativeBalance ?? 0)
  if (!Number.isFinite(balance) || balance <= 0) return true
  const worth = Number(networkBalanceInUSD)
  return (
    gasPriceInUSD !== undefined && networkBalanceInUSD !== undefined && Number.isFinite(worth) && gasPriceInUSD > worth
  )
}
