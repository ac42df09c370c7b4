import type { CaipAddress, CaipNetworkId } from '../caip/types.js'
import { isRecord, type ApiContext } from './apiContext.js'

/** A token that can be swapped (`address` is CAIP-10; the native currency uses 0xeeee…eeee). */
export type SwapTokenInfo = { name: string; symbol: string; address: CaipAddress; decimals: number; logoUri: string }
/** One quote: amounts in the smallest units, as decimal strings. */
export type SwapQuote = {
  id?: string
  fromAmount: string
  fromAccount: CaipAddress
  toAmount: string
  toAccount: CaipAddress
}
/** Gas prices in wei, as decimal strings. */
export type GasPrice = { standard: string; fast: string; instant: string }
/** A transaction to send as the hosted service built it (`value` and `eip155.*` in wei). */
export type SwapTransaction = {
  from: CaipAddress
  to: CaipAddress
  data: `0x${string}`
  value: string
  eip155?: { gas?: string; gasPrice?: string }
}

export type ConvertApi = {
  /** The tokens that can be swapped on a network; [] where the service does not serve it. */
  getSwapTokens(parameters: { caipNetworkId: CaipNetworkId }): Promise<SwapTokenInfo[]>
  /** Quotes for swapping `amount` (smallest units) of `from` into `to`. */
  getSwapQuotes(parameters: {
    caipNetworkId: CaipNetworkId
    userAddress: string
    from: CaipAddress
    to: CaipAddress
    amount: string
    gasPrice: string
  }): Promise<SwapQuote[]>
  /** How much of `tokenAddress` the swap contract may spend for the user (smallest units). */
  getSwapAllowance(parameters: { tokenAddress: CaipAddress; userAddress: CaipAddress }): Promise<string>
  /** Gas prices on a network; undefined where the service does not serve it. */
  getGasPrice(parameters: { caipNetworkId: CaipNetworkId }): Promise<GasPrice | undefined>
  /** The approve transaction letting the swap contract spend `from`. */
  buildSwapApprove(parameters: {
    userAddress: CaipAddress
    from: CaipAddress
    to: CaipAddress
  }): Promise<SwapTransaction>
  /** The swap transaction. `slippage` is in percent (spec section 9: 1). */
  buildSwapTransaction(parameters: {
    userAddress: CaipAddress
    from: CaipAddress
    to: CaipAddress
    amount: string
    slippage: number
  }): Promise<SwapTransaction>
}

const networkOf = (address: CaipAddress) => address.split(':').slice(0, 2).join(':') as CaipNetworkId
const isDigits = (value: unknown): value is string => typeof value === 'string' && /^\d+$/.test(value)
const isSwapToken = (value: unknown): value is SwapTokenInfo =>
  isRecord(value) &&
  typeof value.symbol === 'string' &&
  typeof value.address === 'string' &&
  Number.isInteger(value.decimals)
const isQuote = (value: unknown): value is SwapQuote =>
  isRecord(value) && isDigits(value.fromAmount) && isDigits(value.toAmount)
const isTransaction = (value: unknown): value is SwapTransaction =>
  isRecord(value) &&
  typeof value.to === 'string' &&
  typeof value.data === 'string' &&
  /^0x([0-9a-fA-F]{2})*$/.test(value.data)

/**
 * The swap ("convert") and gas-price calls of the Blockchain API (spec section 7).
 *
 * @example
 * const { getSwapQuotes } = createConvertApi(context)
 */
export function createConvertApi(context: ApiContext): ConvertApi {
  const transaction = (body: unknown, path: string) => {
    const tx = isRecord(body) ? body.tx : undefined
    if (!isTransaction(tx)) throw context.malformed(path)
    return { ...tx, value: isDigits(tx.value) ? tx.value : '0' }
  }
  return {
    async getSwapTokens({ caipNetworkId }) {
      if (!(await context.isSupported(caipNetworkId))) return []
      const body = await context.get('/v1/convert/tokens', { chainId: caipNetworkId })
      if (!isRecord(body) || !Array.isArray(body.tokens) || !body.tokens.every(isSwapToken))
        throw context.malformed('/v1/convert/tokens')
      return body.tokens as SwapTokenInfo[]
    },
    async getSwapQuotes({ caipNetworkId, userAddress, from, to, amount, gasPrice }) {
      if (!(await context.isSupported(caipNetworkId))) return []
      const body = await context.get('/v1/convert/quotes', { amount, userAddress, from, to, gasPrice })
      if (!isRecord(body) || !Array.isArray(body.quotes) || !body.quotes.every(isQuote))
        throw context.malformed('/v1/convert/quotes')
      return body.quotes as SwapQuote[]
    },
    async getSwapAllowance({ tokenAddress, userAddress }) {
      if (!(await context.isSupported(networkOf(tokenAddress)))) return '0'
      const body = await context.get('/v1/convert/allowance', { tokenAddress, userAddress })
      if (!isRecord(body) || !isDigits(body.allowance)) throw context.malformed('/v1/convert/allowance')
      return body.allowance
    },
    async getGasPrice({ caipNetworkId }) {
      if (!(await context.isSupported(caipNetworkId))) return undefined
      const body = await context.get('/v1/convert/gas-price', { chainId: caipNetworkId })
      if (!isRecord(body) || !isDigits(body.standard) || !isDigits(body.fast) || !isDigits(body.instant))
        throw context.malformed('/v1/convert/gas-price')
      return { standard: body.standard, fast: body.fast, instant: body.instant }
    },
    async buildSwapApprove({ userAddress, from, to }) {
      return transaction(
        await context.get('/v1/convert/build-approve', { userAddress, from, to }),
        '/v1/convert/build-approve',
      )
    },
    async buildSwapTransaction({ userAddress, from, to, amount, slippage }) {
      const body = await context.post('/v1/convert/build-transaction', {
        projectId: context.projectId,
        amount,
        eip155: { slippage: String(slippage) },
        from,
        to,
        userAddress,
        disableEstimate: true,
      })
      return transaction(body, '/v1/convert/build-transaction')
    },
  }
}
