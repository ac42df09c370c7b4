import { createClient, erc20Abi, formatUnits, getAddress, http } from 'viem'
import { readContract } from 'viem/actions'

export type ReadTokenBalanceParameters = { rpcUrl: string; tokenAddress: string; owner: string }
export type TokenAmount = { balance: string; symbol: string; decimals: number; name: string }

/**
 * Reads an ERC-20 balance with its symbol, name and decimals over JSON-RPC (`eth_call`), as a decimal
 * string in whole tokens.
 *
 * @example
 * await readTokenBalance({ rpcUrl, tokenAddress: usdt, owner }) // { balance: '12.5', symbol: 'USDT', decimals: 6, name: 'Tether' }
 */
export async function readTokenBalance({ rpcUrl, tokenAddress, owner }: ReadTokenBalanceParameters): Promise<TokenAmount> {
  // A bare client: createPublicClient would bundle every public action (signature checks, secp256k1).
  const client = createClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }) })
  const address = getAddress(tokenAddress)
  const [raw, decimals, symbol, name] = await Promise.all([
    readContract(client, { address, abi: erc20Abi, functionName: 'balanceOf', args: [getAddress(owner)] }),
    readContract(client, { address, abi: erc20Abi, functionName: 'decimals' }),
    readContract(client, { address, abi: erc20Abi, functionName: 'symbol' }),
    readContract(client, { address, abi: erc20Abi, functionName: 'name' }),
  ])
  return { balance: formatUnits(raw, decimals), symbol, decimals, name }
}
