import { createPublicClient, erc20Abi, formatUnits, getAddress, http } from 'viem'

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
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }) })
  const address = getAddress(tokenAddress)
  const [raw, decimals, symbol, name] = await Promise.all([
    client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [getAddress(owner)] }),
    client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
    client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
  ])
  return { balance: formatUnits(raw, decimals), symbol, decimals, name }
}
