import type { CaipNetwork } from '../caip/types.js'
import { MissingRpcUrlError } from '../errors/rpcRequestErrors.js'
import { decodeAbi, encodeCall, type AbiType, type AbiValue } from '../evmCall/abiCoder.js'
import { LOCAL_BATCH_GATEWAY_URL } from '../evmCall/batchGatewayRequest.js'
import { ethCall, getRevertData } from '../evmCall/ethCall.js'
import type { Hex } from '../evmCall/hex.js'
import { ensDnsEncode, ensNamehash } from './ensNamehash.js'

const RESOLVE_WITH_GATEWAYS = '0xa1472844' // resolveWithGateways(bytes,bytes,string[])
/** The records the modal reads: `addr(bytes32)` and `text(bytes32,string)`. */
const RECORDS = {
  addr: { selector: '0x3b3b57de', types: ['bytes32'], result: 'address' },
  text: { selector: '0x59d1d43c', types: ['bytes32', 'string'], result: 'string' },
} as const satisfies Record<string, { selector: Hex; types: readonly AbiType[]; result: AbiType }>
/**
 * The Universal Resolver's errors that mean "no record" rather than a failure: HttpError, ResolverError,
 * ResolverNotContract, ResolverNotFound, UnsupportedResolverProfile.
 */
const NO_RECORD_ERRORS = ['0x01800152', '0x95c0c752', '0x1e9535f2', '0x77209fe8', '0x7b1c461b']

export type ReadEnsRecordParameters = {
  network: CaipNetwork
  /** A normalised name. */
  name: string
} & ({ record: 'addr' } | { record: 'text'; key: string })

/**
 * One record of a normalised ENS name, read on chain through the network's Universal Resolver
 * (`resolveWithGateways`, CCIP-read answered locally): the ETH address or a text record. Null when the
 * name, its resolver or the record is missing, or the network has no Universal Resolver.
 *
 * @throws MissingRpcUrlError | HttpStatusError | RpcRequestError when the node cannot be read
 * @example
 * await readEnsRecord({ network, name: 'alice.eth', record: 'text', key: 'avatar' }) // 'https://…/alice.png'
 */
export async function readEnsRecord(parameters: ReadEnsRecordParameters): Promise<string | null> {
  const { network, name } = parameters
  const resolver = network.contracts?.ensUniversalResolver?.address
  if (!resolver) return null
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new MissingRpcUrlError({ caipNetworkId: network.caipNetworkId })
  const record = RECORDS[parameters.record]
  const args: AbiValue[] = parameters.record === 'text' ? [ensNamehash(name), parameters.key] : [ensNamehash(name)]
  try {
    const data = encodeCall(
      RESOLVE_WITH_GATEWAYS,
      ['bytes', 'bytes', { array: 'string' }],
      [ensDnsEncode(name), encodeCall(record.selector, record.types, args), [LOCAL_BATCH_GATEWAY_URL]],
    )
    const [answer] = decodeAbi(['bytes', 'address'], await ethCall({ rpcUrl, to: resolver, data })) as [Hex, string]
    if (answer === '0x') return null
    const [value] = decodeAbi([record.result], answer) as [string]
    return value && !/^0x0{40}$/.test(value) ? value : null
  } catch (error) {
    if (NO_RECORD_ERRORS.includes(getRevertData(error)?.slice(0, 10).toLowerCase() ?? '')) return null
    throw error
  }
}
