import { decodeAbi, encodeCall } from '../../evmCall/abiCoder.js'
import type { Hex } from '../../evmCall/hex.js'
import { rpcBatchSettled, rpcRequest } from '../../evmCall/rpcRequest.js'

/**
 * Where Multicall3 lives on nearly every EVM network (the same deployer and nonce everywhere); a network's
 * `contracts.multicall3` overrides it.
 */
export const MULTICALL3_ADDRESS: Hex = '0xcA11bde05977b3631167028862bE2a173976CA11'

const AGGREGATE3 = '0x82ad56cb' // aggregate3((address,bool,bytes)[])
const GET_ETH_BALANCE = '0x4d2301cc' // getEthBalance(address)
const GET_BLOCK_TIMESTAMP = '0x0f28c97d' // getCurrentBlockTimestamp()

/** One contract read: `to` called with `data`. */
export type ContractCall = { to: Hex; data: Hex }

/**
 * What one read of the chain gives: the owner's native balance, the block's time (seconds), and each
 * call's returned data (undefined where the call reverted).
 */
export type CallResults = { native: bigint; timestamp: bigint; results: (Hex | undefined)[] }

export type ReadCallsParameters = { rpcUrl: string; multicall3: Hex; owner: Hex; calls: readonly ContractCall[] }

/** RPC URLs seen without a Multicall3 contract in this page's life: they go straight to the batch. */
const withoutMulticall = new Set<string>()

/**
 * The owner's native balance, the block time and every call in ONE `eth_call` to Multicall3's `aggregate3`,
 * each call allowed to fail on its own. On a chain without Multicall3 (a call to it answers no data;
 * remembered per RPC URL), the same reads as one HTTP batch of `eth_getBalance`, `eth_getBlockByNumber`
 * and `eth_call`s.
 *
 * @throws HttpStatusError | RpcRequestError when the node cannot be read
 * @example
 * const { native, results } = await readCalls({ rpcUrl, multicall3: MULTICALL3_ADDRESS, owner, calls: [{ to: usdc, data: balanceOfOwner }] })
 */
export async function readCalls(parameters: ReadCallsParameters): Promise<CallResults> {
  const { rpcUrl } = parameters
  if (!withoutMulticall.has(rpcUrl)) {
    const read = await readByMulticall(parameters)
    if (read) return read
    withoutMulticall.add(rpcUrl)
  }
  return readByBatch(parameters)
}

async function readByMulticall({ rpcUrl, multicall3, owner, calls }: ReadCallsParameters) {
  const encoded = [
    [multicall3, true, encodeCall(GET_ETH_BALANCE, ['address'], [owner])],
    [multicall3, true, GET_BLOCK_TIMESTAMP],
    ...calls.map(({ to, data }) => [to, true, data]),
  ]
  const data = encodeCall(AGGREGATE3, [{ array: ['address', 'bool', 'bytes'] }], [encoded])
  // A plain eth_call: Multicall3 never asks for an offchain lookup.
  const answer = (await rpcRequest({ rpcUrl, method: 'eth_call', params: [{ to: multicall3, data }, 'latest'] })) as Hex
  // A call to an address without code succeeds with no data.
  if (answer === '0x') return undefined
  const [answers] = decodeAbi([{ array: ['bool', 'bytes'] }], answer) as [[boolean, Hex][]]
  const results = answers.map(([success, returned]) => (success ? returned : undefined))
  const native = word(results[0])
  const timestamp = word(results[1])
  if (native === undefined || timestamp === undefined) return undefined
  return { native, timestamp, results: results.slice(2) }
}

async function readByBatch({ rpcUrl, owner, calls }: ReadCallsParameters): Promise<CallResults> {
  const [native, block, ...answers] = await rpcBatchSettled(rpcUrl, [
    { method: 'eth_getBalance', params: [owner, 'latest'] },
    { method: 'eth_getBlockByNumber', params: ['latest', false] },
    ...calls.map(({ to, data }) => ({ method: 'eth_call', params: [{ to, data }, 'latest'] })),
  ])
  if (native?.status !== 'fulfilled') throw native?.reason
  if (block?.status !== 'fulfilled') throw block?.reason
  return {
    native: BigInt(native.value as string),
    timestamp: BigInt((block.value as { timestamp: string }).timestamp),
    results: answers.map((answer) =>
      answer.status === 'fulfilled' && typeof answer.value === 'string' ? (answer.value as Hex) : undefined,
    ),
  }
}

/** Word `index` (32 bytes) of returned data as a uint, or undefined where the data is shorter. */
export const word = (data: Hex | undefined, index = 0): bigint | undefined => {
  const start = 2 + index * 64
  return data && data.length >= start + 64 ? BigInt(`0x${data.slice(start, start + 64)}`) : undefined
}
