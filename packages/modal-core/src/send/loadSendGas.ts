import { getActiveChain } from '../chain/chainState.js'
import { getNamespaceAdapter } from '../connection/getNamespaceAdapter.js'
import { formatUnitsDecimal } from '../numbers/formatUnitsDecimal.js'
import { multiplyDecimal } from '../numbers/multiplyDecimal.js'
import { getAccountDataProvider } from '../providers/getAccountDataProvider.js'
import { logQuietly } from '../utils/log.js'
import { withTimeout } from '../utils/withTimeout.js'
import { sendState } from './sendState.js'
import { getNamespace } from '../adapters/namespaces.js'
import { RpcRequestError } from '../errors/rpcRequestErrors.js'
import { formSendParameters } from './formSendParameters.js'

/** Gas a plain native transfer uses, and a generous figure for an ERC-20 `transfer`. */
const NATIVE_TRANSFER_GAS = 21_000n
const TOKEN_TRANSFER_GAS = 65_000n
/** How long the preview waits for the fee before it says it is unknown, rather than estimating forever. */
const SEND_FEE_TIMEOUT_MS = 10_000

export type LoadSendGasParameters = {
  /** Milliseconds to wait for the network's answer before the fee counts as unavailable. Default 10 s. */
  timeout?: number
}

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
 * Reads the network fee for the send preview. On a namespace that prices gas (eip155): the gas price
 * (the hosted Blockchain API with a project id, else the chain's `eth_gasPrice`), with `gasPriceInUSD`
 * (the send's gas cost) and `networkBalanceInUSD` (the native balance's worth) from the native token's
 * price; without a known price (no hosted service) both stay undefined. Elsewhere (solana): the wallet
 * adapter's `estimateSendFee` for the form's send, into `fee`. A read that fails or takes longer than
 * `timeout` sets `feeUnavailable`. Never throws.
 *
 * @example
 * await loadSendGas()
 * sendState.gasPrice // '1875000000' on eip155; sendState.fee // '5000' (lamports) on solana
 */
export async function loadSendGas({ timeout = SEND_FEE_TIMEOUT_MS }: LoadSendGasParameters = {}): Promise<void> {
  const { networkState, accountState } = getActiveChain()
  const network = networkState.caipNetwork
  Object.assign(sendState, { fee: undefined, feeUnavailable: false })
  if (!network) return
  const late = () => new RpcRequestError({ details: `no fee in ${timeout} ms` })
  try {
    if (!getNamespace(network.chainNamespace).gas) {
      // The wallet's adapter prices the whole transaction; one that cannot leaves the fee unknown.
      const fee = await withTimeout(
        getNamespaceAdapter(network.chainNamespace)?.estimateSendFee?.(formSendParameters(network)),
        timeout,
        late,
      )
      Object.assign(sendState, { fee: fee?.toString(), feeUnavailable: fee === undefined })
      return
    }
    const wei = await withTimeout(getAccountDataProvider().getGasPrice({ network }), timeout, late)
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
    Object.assign(sendState, { gasPrice: undefined, feeUnavailable: true })
  }
}
