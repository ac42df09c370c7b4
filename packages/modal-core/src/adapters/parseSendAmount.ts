import { InvalidSendParametersError } from '../errors/walletErrors.js'
import { parseUnitsDecimal } from '../numbers/parseUnitsDecimal.js'

/**
 * A send amount typed as a decimal string, in the currency's smallest unit: exact, extra places cut
 * (never rounded up), and more than zero.
 *
 * @throws InvalidSendParametersError ('Please enter a valid amount and receiver address')
 * @example
 * parseSendAmount('0.25', 9) // 250000000n
 */
export function parseSendAmount(amount: string, decimals: number): bigint {
  let units: bigint
  try {
    units = parseUnitsDecimal(amount, decimals)
  } catch {
    throw new InvalidSendParametersError({ details: `amount "${amount}"` })
  }
  if (units <= 0n) throw new InvalidSendParametersError({ details: `amount "${amount}"` })
  return units
}
