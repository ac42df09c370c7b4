import { decodeAbi, encodeCall } from '../evmCall/abiCoder.js'
import type { Hex } from '../evmCall/hex.js'
import { rpcRequest } from '../evmCall/rpcRequest.js'

/**
 * Where Multicall3 lives on nearly every EVM network (the same deployer and nonce everywhere); a network's
 * `contracts.multicall3` overrides it.
 */
export const MULTICALL3_ADDRESS: Hex = '0xcA11bde05977b3631167028862bE2a173976CA11'

const AGGREGATE3 = '0x82ad56cb' // aggregate3((address,bool,bytes)[])
const GET_ETH_BALANCE = '0x4d2301cc' // getEthBalance(address)
const BALANCE_OF = '0x70a08231' // balanceOf(address)

/** Balances read in one call: the native one, and each token's (undefined where its call failed). */
export type MulticallBalances = { native: bigint; tokens: (bigint | undefined)[] }

/**
 * The native balance and each token's `balanceOf` in ONE `eth_call` to Multicall3's `aggregate3`, each
 * call allowed to fail on its own (a token contract that reverts, or answers nothing, is undefined).
 * Resolves undefined when no contract answers at `multicall3` (a local chain without it), so the caller
 * can read another way.
 *
 * @throws HttpStatusError | RpcRequestError when the node cannot be read
 * @example
 * const read = await readBalancesByMulticall({ rpcUrl, multicall3: MULTICALL3_ADDRESS, owner, tokens: [usdc] })
 * read?.tokens[0] // 1250000n
 */
export async function readBalancesByMulticall({
  rpcUrl,
  multicall3,
  owner,
  tokens,
}: {
  rpcUrl: string
  multicall3: Hex
  owner: Hex
  tokens: readonly Hex[]
}): Promise<MulticallBalances | undefined> {
  const calls = [
    [multicall3, true, encodeCall(GET_ETH_BALANCE, ['address'], [owner])],
    ...tokens.map((token) => [token, true, encodeCall(BALANCE_OF, ['address'], [owner])]),
  ]
  const data = encodeCall(AGGREGATE3, [{ array: ['address', 'bool', 'bytes'] }], [calls])
  // A plain eth_call: Multicall3 never asks for an offchain lookup, so ethCall's CCIP-Read is not needed here.
  const answer = (await rpcRequest({ rpcUrl, method: 'eth_call', params: [{ to: multicall3, data }, 'latest'] })) as Hex
  // A call to an address without code succeeds with no data.
  if (answer === '0x') return undefined
  const [results] = decodeAbi([{ array: ['bool', 'bytes'] }], answer) as [[boolean, Hex][]]
  const amount = ([success, returned]: [boolean, Hex] = [false, '0x']): bigint | undefined =>
    success && returned.length >= 66 ? BigInt(returned.slice(0, 66)) : undefined
  const native = amount(results[0])
  if (native === undefined) return undefined
  return { native, tokens: tokens.map((_, index) => amount(results[index + 1])) }
}
