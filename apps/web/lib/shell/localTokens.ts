import type { TokenListEntry } from '@agentry/modal-core'
import { createPublicClient, erc20Abi, http } from 'viem'

export type LocalTokensParameters = {
  /** RPC URL of the local development chain (1337). */
  rpcUrl: string
  /** Contracts deployed on it, by name (the server's LOCAL_CHAIN_CONTRACTS): `token` is the ERC-20 listed. */
  contracts?: Readonly<Record<string, `0x${string}`>>
  /** How long the node may take to answer, in milliseconds. Default 3,000. */
  timeoutMs?: number
}

/**
 * The ERC-20 deployed on the local chain (LOCAL_CHAIN_CONTRACTS' `token`) as the modal's `tokens` list
 * for it, with its name, symbol and decimals read from the contract, so that it is offered in the Swap
 * view. Empty when no token is deployed or the node does not answer: the modal then works without it.
 *
 * @example
 * const tokens = await localTokens({ rpcUrl: 'http://127.0.0.1:8545', contracts: { token: '0x…' } })
 * tokens[0]?.symbol // 'AGT'
 */
export async function localTokens({
  rpcUrl,
  contracts = {},
  timeoutMs = 3_000,
}: LocalTokensParameters): Promise<TokenListEntry[]> {
  const address = contracts.token
  if (!address) return []
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }) })
  try {
    const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
      client.readContract({ address, abi: erc20Abi, functionName })
    const [name, symbol, decimals] = await Promise.all([read('name'), read('symbol'), read('decimals')])
    return [{ address, name, symbol, decimals }]
  } catch {
    return []
  }
}
