import { RpcRequestError } from '../errors/rpcRequestErrors.js'
import { decodeAbi, encodeAbi } from './abiCoder.js'
import { batchGatewayRequest, LOCAL_BATCH_GATEWAY_URL } from './batchGatewayRequest.js'
import { ccipRequest } from './ccipRequest.js'
import type { Hex } from './hex.js'
import { rpcRequest } from './rpcRequest.js'

export type EthCallParameters = { rpcUrl: string; to: Hex; data: Hex }

const OFFCHAIN_LOOKUP = '0x556f1830'
const OFFCHAIN_LOOKUP_ARGS = ['address', { array: 'string' }, 'bytes', 'bytes4', 'bytes'] as const
const MAX_HOPS = 4

/**
 * The revert data carried by a failed `eth_call` (the node's `error.data`), wherever it sits in the cause chain.
 *
 * @example
 * getRevertData(error)?.slice(0, 10) // '0x556f1830'
 */
export function getRevertData(error: unknown): Hex | undefined {
  for (
    let current = error as { data?: unknown; cause?: unknown } | undefined;
    current && typeof current === 'object';
    current = current.cause as typeof current
  ) {
    const data =
      typeof current.data === 'object' && current.data ? (current.data as { data?: unknown }).data : current.data
    if (typeof data === 'string' && data.startsWith('0x')) return data as Hex
  }
  return undefined
}

/**
 * A read-only `eth_call` at the latest block over plain JSON-RPC, following EIP-3668 CCIP-read:
 * when the contract reverts with `OffchainLookup`, its gateway is asked and the callback called with
 * `(response, extraData)`, at most 4 times.
 *
 * @throws HttpStatusError | RpcRequestError (a revert among them, its data in the cause; a bad lookup; a gateway's failure)
 * @example
 * await ethCall({ rpcUrl, to: token, data: encodeCall('0x313ce567') }) // '0x…06'
 */
export async function ethCall({ rpcUrl, to, data }: EthCallParameters): Promise<Hex> {
  let callData = data
  for (let hop = 0; ; hop++) {
    try {
      return (await rpcRequest({ rpcUrl, method: 'eth_call', params: [{ to, data: callData }, 'latest'] })) as Hex
    } catch (error) {
      const revert = getRevertData(error)
      if (!revert?.toLowerCase().startsWith(OFFCHAIN_LOOKUP)) throw error
      if (hop >= MAX_HOPS)
        throw new RpcRequestError({
          method: 'eth_call',
          details: `CCIP Read exceeded ${MAX_HOPS} lookups`,
          cause: error,
        })
      const [sender, urls, lookupData, callback, extraData] = decodeAbi(
        OFFCHAIN_LOOKUP_ARGS,
        `0x${revert.slice(10)}`,
      ) as [Hex, string[], Hex, Hex, Hex]
      if (sender.toLowerCase() !== to.toLowerCase())
        throw new RpcRequestError({
          method: 'eth_call',
          details: `OffchainLookup sender ${sender} is not ${to}`,
          cause: error,
        })
      const response = urls.includes(LOCAL_BATCH_GATEWAY_URL)
        ? await batchGatewayRequest(lookupData)
        : await ccipRequest({ urls, sender, data: lookupData })
      callData = `${callback}${encodeAbi(['bytes', 'bytes'], [response, extraData]).slice(2)}`
    }
  }
}
