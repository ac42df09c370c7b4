import type { CaipAddress, CaipNetwork, UniswapV3Contracts } from '../../caip/types.js'
import { MissingRpcUrlError } from '../../errors/rpcRequestErrors.js'
import { SwapNetworkNotSupportedError } from '../../errors/swapErrors.js'
import { readGasPrice } from '../../direct/readGasPrice.js'
import { decodeAbi } from '../../evmCall/abiCoder.js'
import { ethCall } from '../../evmCall/ethCall.js'
import { rpcRequest } from '../../evmCall/rpcRequest.js'
import type { Hex } from '../../evmCall/hex.js'
import { minimumReceived } from '../minimumReceived.js'
import type { SwapPairParameters, SwapSource } from '../swapSource.js'
import { NATIVE_SWAP_TOKEN } from '../swapNetworks.js'
import { buildUniswapV3Swap, SWAP_DEADLINE_SECONDS } from './buildUniswapV3Swap.js'
import { chainSwapTokens } from './chainSwapTokens.js'
import { quoteBestFeeTier } from './quoteBestFeeTier.js'
import { simulateSwap } from './simulateSwap.js'
import { encodeAllowance, encodeApprove } from './uniswapV3Calls.js'
import { getUniswapV3Contracts } from './uniswapV3Networks.js'

/** Gas every transaction pays before its calldata runs, added to QuoterV2's estimate of the swap itself. */
const INTRINSIC_GAS = 21_000n

const addressOf = (caip: CaipAddress) => caip.split(':')[2] as Hex
/** The token's address, or undefined for the native currency. */
const tokenOf = (caip: CaipAddress) => (caip.toLowerCase().endsWith(NATIVE_SWAP_TOKEN) ? undefined : addressOf(caip))

function contractsOf(network: CaipNetwork): UniswapV3Contracts {
  const contracts = getUniswapV3Contracts(network)
  if (!contracts) throw new SwapNetworkNotSupportedError({ caipNetworkId: network.caipNetworkId })
  return contracts
}

function rpcUrlOf(network: CaipNetwork): string {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new MissingRpcUrlError({ caipNetworkId: network.caipNetworkId })
  return rpcUrl
}

/**
 * The swap's deadline from the chain's own clock (the latest block's timestamp, or this machine's when
 * later): a local clock behind the chain's would otherwise build a swap the router refuses as too old.
 */
async function deadlineOf(network: CaipNetwork): Promise<bigint> {
  const block = (await rpcRequest({
    rpcUrl: rpcUrlOf(network),
    method: 'eth_getBlockByNumber',
    params: ['latest', false],
  })) as { timestamp?: string } | null
  const chainNow = block?.timestamp ? BigInt(block.timestamp) : 0n
  const localNow = BigInt(Math.floor(Date.now() / 1000))
  return (chainNow > localNow ? chainNow : localNow) + BigInt(SWAP_DEADLINE_SECONDS)
}

function swapOf(
  { network, account, from, to, amount }: SwapPairParameters,
  fee: number,
  amountOutMinimum: bigint,
  deadline?: bigint,
) {
  return buildUniswapV3Swap({
    contracts: contractsOf(network),
    account: addressOf(account),
    tokenIn: tokenOf(from),
    tokenOut: tokenOf(to),
    fee,
    amountIn: amount,
    amountOutMinimum,
    ...(deadline === undefined ? {} : { deadline }),
  })
}

/**
 * Swaps on Uniswap v3 through the network's own RPC, with no hosted service: quotes from QuoterV2 over
 * the fee tiers (the best pool wins), the allowance read from the token, an approve of the exact amount,
 * and the swap through SwapRouter02's `multicall` with a deadline and the slippage bound as
 * `amountOutMinimum` (native currency in and out through WETH9). Contracts come from the network's
 * `contracts.uniswapV3` or the built-in ones; elsewhere 'Network not supported for Swaps'. Each swap is
 * run against the latest block first, so a price that moved past the bound is refused before the wallet
 * is asked (SwapPriceMovedError).
 *
 * @example
 * const source = createChainSwapSource()
 * await source.getQuote({ network, account, from: eth, to: usdc, amount: 10n ** 17n, gasPrice: undefined })
 * // { toAmount: '299101234', feeTier: 500, networkFee: '…', … }
 */
export function createChainSwapSource(): SwapSource {
  return {
    kind: 'chain',
    supports: (network) => getUniswapV3Contracts(network) !== undefined,
    async getTokens({ network }) {
      contractsOf(network)
      return chainSwapTokens(network)
    },
    getGasPrice: async ({ network }) => String(await readGasPrice(network)),
    async getQuote(parameters) {
      const { network, account, from, to, amount, gasPrice } = parameters
      const contracts = contractsOf(network)
      const rpcUrl = rpcUrlOf(network)
      const tokenIn = tokenOf(from) ?? contracts.weth9
      const tokenOut = tokenOf(to) ?? contracts.weth9
      // Wrapping is not a swap: no pool trades WETH9 for itself.
      if (tokenIn.toLowerCase() === tokenOut.toLowerCase()) return undefined
      const best = await quoteBestFeeTier({ rpcUrl, quoterV2: contracts.quoterV2, tokenIn, tokenOut, amountIn: amount })
      if (!best) return undefined
      const price = BigInt(gasPrice ?? (await readGasPrice(network)))
      // The whole transaction's gas where it can run now; before an approval it cannot, so QuoterV2's estimate.
      const gas = await simulateSwap({
        rpcUrl,
        from: addressOf(account),
        ...swapOf(parameters, best.feeTier, 0n),
      }).catch(() => best.gasEstimate + INTRINSIC_GAS)
      return {
        fromAmount: String(amount),
        fromAccount: account,
        toAmount: String(best.amountOut),
        toAccount: account,
        feeTier: best.feeTier,
        networkFee: String(gas * price),
      }
    },
    async getAllowance({ network, account, token }) {
      const address = tokenOf(token)
      if (!address) return undefined
      const data = encodeAllowance(addressOf(account), contractsOf(network).swapRouter02)
      const [allowance] = decodeAbi(['uint256'], await ethCall({ rpcUrl: rpcUrlOf(network), to: address, data }))
      return allowance as bigint
    },
    async buildApprove({ network, account, from, amount }) {
      const token = tokenOf(from)
      if (!token) throw new SwapNetworkNotSupportedError({ caipNetworkId: network.caipNetworkId })
      return {
        from: account,
        to: `${network.caipNetworkId}:${token}`,
        data: encodeApprove(contractsOf(network).swapRouter02, amount),
        value: '0',
      }
    },
    async buildSwap(parameters) {
      const { network, account, quote, slippage } = parameters
      if (quote.feeTier === undefined) throw new SwapNetworkNotSupportedError({ caipNetworkId: network.caipNetworkId })
      const bound = minimumReceived(BigInt(quote.toAmount), slippage)
      const transaction = swapOf(parameters, quote.feeTier, bound, await deadlineOf(network))
      await simulateSwap({ rpcUrl: rpcUrlOf(network), from: addressOf(account), ...transaction })
      return {
        from: account,
        to: `${network.caipNetworkId}:${transaction.to}`,
        data: transaction.data,
        value: String(transaction.value),
      }
    },
  }
}
