import { decodeAbi, encodeCall, type AbiType } from '../../evmCall/abiCoder.js'
import { ethCall } from '../../evmCall/ethCall.js'
import { formatUnitsDecimal } from '../../numbers/formatUnitsDecimal.js'
import { checksumAddress } from '../../utils/checksumAddress.js'

export type ReadTokenBalanceParameters = { rpcUrl: string; tokenAddress: string; owner: string }
export type TokenAmount = { balance: string; symbol: string; decimals: number; name: string }

const BALANCE_OF = '0x70a08231' // balanceOf(address)
const DECIMALS = '0x313ce567' // decimals()
const SYMBOL = '0x95d89b41' // symbol()
const NAME = '0x06fdde03' // name()

/**
 * Reads an ERC-20 balance with its symbol, name and decimals over JSON-RPC (`eth_call`), as a decimal
 * string in whole tokens.
 *
 * @example
 * await readTokenBalance({ rpcUrl, tokenAddress: usdt, owner }) // { balance: '12.5', symbol: 'USDT', decimals: 6, name: 'Tether' }
 */
export async function readTokenBalance({
  rpcUrl,
  tokenAddress,
  owner,
}: ReadTokenBalanceParameters): Promise<TokenAmount> {
  const address = checksumAddress(tokenAddress)
  const read = async <value>(data: `0x${string}`, type: AbiType) =>
    decodeAbi([type], await ethCall({ rpcUrl, to: address, data }))[0] as value
  const [raw, decimals, symbol, name] = await Promise.all([
    read<bigint>(encodeCall(BALANCE_OF, ['address'], [checksumAddress(owner)]), 'uint256'),
    read<number>(encodeCall(DECIMALS), 'uint8'),
    read<string>(encodeCall(SYMBOL), 'string'),
    read<string>(encodeCall(NAME), 'string'),
  ])
  return { balance: formatUnitsDecimal(raw, decimals), symbol, decimals, name }
}
