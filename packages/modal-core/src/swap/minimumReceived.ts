/**
 * The least a swap may return: the quoted amount less the slippage (in percent, to two decimals),
 * rounded down, in the target token's smallest units. The chain source passes it to the router as
 * `amountOutMinimum`; the view shows it.
 *
 * @example
 * minimumReceived(1500_000000n, 1) // 1485_000000n
 */
export function minimumReceived(quoted: bigint, slippage: number): bigint {
  const basisPoints = BigInt(Math.round(slippage * 100))
  return (quoted * (10_000n - basisPoints)) / 10_000n
}
