import { createClient, formatUnits, getAddress, http } from 'viem'
import { readContract } from 'viem/actions'

export type ReadTokenBalanceParameters = { rpcUrl: string; tokenAddress: string; owner: string }
export type TokenAmount = { balance: string; symbol: string; decimals: number; name: string }

// The four ERC-20 reads written out: viem's full erc20Abi constant would ship with the lazy views.
const ERC20_READ_ABI = [
  { type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'account', type: 'address' }], outputs: [{ type: 'uint256' }] },
  { type: 'function', name: 'decimals', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint8' }] },
  { type: 'function', name: 'symbol', stateMutability: 'view', inputs: [], outputs: [{ type: 'string' }] },
  { type: 'function', name: 'name', stateMutability: 'view', inputs: [], outputs: [{ type: 'string' }] },
] as const

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
    readContract(client, { address, abi: ERC20_READ_ABI, functionName: 'balanceOf', args: [getAddress(owner)] }),
    readContract(client, { address, abi: ERC20_READ_ABI, functionName: 'decimals' }),
    readContract(client, { address, abi: ERC20_READ_ABI, functionName: 'symbol' }),
    readContract(client, { address, abi: ERC20_READ_ABI, functionName: 'name' }),
  ])
  return { balance: formatUnits(raw, decimals), symbol, decimals, name }
}
