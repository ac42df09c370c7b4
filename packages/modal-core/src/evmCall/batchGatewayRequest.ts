import { BaseError } from '../errors/BaseError.js'
import { HttpStatusError } from '../errors/rpcRequestErrors.js'
import { decodeAbi, encodeAbi, encodeCall } from './abiCoder.js'
import { ccipRequest } from './ccipRequest.js'
import type { Hex } from './hex.js'

/** The URL the ENS Universal Resolver is given so that the client answers its batch lookups itself (ENSIP-21). */
export const LOCAL_BATCH_GATEWAY_URL = 'x-batch-gateway:true'
const QUERY = [{ array: ['address', { array: 'string' }, 'bytes'] }] as const
const HTTP_ERROR = '0x01800152' // HttpError(uint16,string)
const ERROR = '0x08c379a0' // Error(string)

/**
 * Answers a batch gateway `query((address,string[],bytes)[])` locally: each query sent to its own gateways,
 * the result encoded as `(bool[] failures, bytes[] responses)`, a failure as `HttpError` or `Error(string)`.
 *
 * @example
 * const answer = await batchGatewayRequest(lookup.callData)
 */
export async function batchGatewayRequest(callData: Hex): Promise<Hex> {
  const [queries] = decodeAbi(QUERY, `0x${callData.slice(10)}`) as [[Hex, string[], Hex][]]
  const answers = await Promise.all(
    queries.map(async ([sender, urls, data]) => {
      try {
        if (urls.includes(LOCAL_BATCH_GATEWAY_URL)) throw new Error('nested batch gateway')
        return [false, await ccipRequest({ urls, sender, data })] as const
      } catch (error) {
        const message =
          error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)
        return [
          true,
          error instanceof HttpStatusError
            ? encodeCall(HTTP_ERROR, ['uint16', 'string'], [error.status, message])
            : encodeCall(ERROR, ['string'], [message]),
        ] as const
      }
    }),
  )
  return encodeAbi(
    [{ array: 'bool' }, { array: 'bytes' }],
    [answers.map(([failed]) => failed), answers.map(([, response]) => response)],
  )
}
