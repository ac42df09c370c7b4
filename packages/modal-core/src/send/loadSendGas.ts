import { getActiveChain } from '../chain/chainState.js'
import { formatUnitsDecimal } from '../numbers/formatUnitsDecimal.js'
import { multiplyDecimal } from '../numbers/multiplyDecimal.js'
import { getAccountDataProvider } from '../providers/getAccountDataProvider.js'
import { logQuietly } from '../utils/log.js'
import { sendState } from './sendState.js'
import { getNamespace } from '../adapters/namespaces.js'

/** Gas a plain native transfer uses, and a generous figure for an ERC-20 `transfer`. */
const NATIVE_TRANSFER_GAS = 21_000n
const TOKEN_TRANSFER_GAS = 65_000n

/**
 * The gas a send of this token is estimated at: 21 000 for the native currency, 65 000 for a token.
 *
 * @example
 * estimatedTransferGas(sendState.token) * BigInt(sendState.gasPrice) // the fee in wei
 */
export function estimatedTransferGas(token: { address?: string } | undefined): bigint {
  return token?.address === undefined ? NATIVE_TRANSFER_GAS : TOKEN_TRANSFER_GAS
}

/**
 * Reads the gas price for the send form (the hosted Blockchain API with a project id, else the chain's
 * `eth_gasPrice`) and works out `gasPriceInUSD` (the send's gas cost) and `networkBalanceInUSD` (the
 * native balance's worth) from the native token's price; without a known price (no hosted service)
 * both stay undefined. eip155 only; never throws.
 *
 * @example
 * await loadSendGas()
 * sendState.gasPrice // '1875000000'
 */
export async function loadSendGas(): Promise<void> {
  const { networkState, accountState } = getActiveChain()
  const network = networkState.caipNetwork
  if (!network || !getNamespace(network.chainNamespace).gas) return
  try {
    const wei = await getAccountDataProvider().getGasPrice({ network })
    const native = sendState.tokenBalances.find((token) => token.address === undefined)
    const usdPerNative = native?.price ?? 0
    const gas = estimatedTransferGas(sendState.token)
    const gasCost = formatUnitsDecimal(wei * gas, network.nativeCurrency.decimals)
    const balance = native?.quantity.numeric ?? accountState.balance ?? '0'
    const priced = usdPerNative > 0
    Object.assign(sendState, {
      gasPrice: String(wei),
      gasPriceInUSD: priced ? Number(multiplyDecimal(gasCost, usdPerNative)) : undefined,
      networkBalanceInUSD: priced ? multiplyDecimal(balance, usdPerNative) : undefined,
    })
  } catch (error) {
    logQuietly('SEND_GAS_FAILED', error)
    sendState.gasPrice = undefined
  }
}
