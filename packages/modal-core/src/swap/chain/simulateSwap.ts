import type { Hex } from '../../evmCall/hex.js'
import { decodeAbi } from '../../evmCall/abiCoder.js'
import { getRevertData } from '../../evmCall/ethCall.js'
import { rpcRequest } from '../../evmCall/rpcRequest.js'
import { SwapFailedError, SwapPriceMovedError } from '../../errors/swapErrors.js'
import { quantityToHex } from '../../utils/hex.js'

/** The revert reason of Uniswap v3's routers when a swap returns less than `amountOutMinimum`. */
const TOO_LITTLE_RECEIVED = 'Too little received'
const ERROR_STRING = '0x08c379a0'

function revertReason(error: unknown): string {
  const data = getRevertData(error)
  if (data?.startsWith(ERROR_STRING)) {
    try {
      return String(decodeAbi(['string'], `0x${data.slice(10)}`)[0])
    } catch {
      // fall through to the node's message
    }
  }
  return error instanceof Error ? error.message : String(error)
}

export type SimulateSwapParameters = { rpcUrl: string; from: Hex; to: Hex; data: Hex; value: bigint }

/**
 * Runs a swap transaction against the latest block (`eth_estimateGas` from the user's account) before
 * the wallet is asked, and returns its gas. A swap the router would refuse because the price moved past
 * the bound throws SwapPriceMovedError; any other revert SwapFailedError; nothing is sent either way.
 *
 * @throws SwapPriceMovedError | SwapFailedError
 * @example
 * const gas = await simulateSwap({ rpcUrl, from: me, to: router, data, value: 0n })
 */
export async function simulateSwap({ rpcUrl, from, to, data, value }: SimulateSwapParameters): Promise<bigint> {
  let gas: unknown
  try {
    gas = await rpcRequest({
      rpcUrl,
      method: 'eth_estimateGas',
      params: [{ from, to, data, value: quantityToHex(value) }],
    })
  } catch (error) {
    const reason = revertReason(error)
    if (reason.includes(TOO_LITTLE_RECEIVED)) throw new SwapPriceMovedError({ cause: error })
    throw new SwapFailedError({ details: `the swap would revert: ${reason}`, cause: error })
  }
  if (typeof gas !== 'string' || !/^0x[0-9a-fA-F]+$/.test(gas))
    throw new SwapFailedError({ details: `the node answered ${String(gas)} as gas` })
  return BigInt(gas)
}
