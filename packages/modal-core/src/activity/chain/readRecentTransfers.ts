import type { WalletTransaction } from '../../api/historyApi.js'
import { sentTransactions } from '../../transactions/sentTransactions.js'
import { readLoggedTransactions } from './readLoggedTransactions.js'
import { readTransferLogs } from './readTransferLogs.js'
import { readTokenInfos, type TokenInfo } from './toChainTransaction.js'

export { TRANSFER_LOG_RANGES } from './readTransferLogs.js'

export type ReadRecentTransfersParameters = { rpcUrl: string; chain: string; address: string; native: TokenInfo }

/**
 * The account's recent activity where the node has no Otterscan API: its ERC-20 `Transfer` logs over the
 * last blocks (`TRANSFER_LOG_RANGES`) and the transactions the modal sent itself, newest first. Partial
 * by nature: older history, and ETH received, are not seen.
 *
 * @throws HttpStatusError | RpcRequestError when the node refuses even the narrower log range
 * @example
 * const data = await readRecentTransfers({ rpcUrl, chain: 'eip155:1337', address, native: { symbol: 'ETH', decimals: 18 } })
 */
export async function readRecentTransfers({
  rpcUrl,
  chain,
  address,
  native,
}: ReadRecentTransfersParameters): Promise<WalletTransaction[]> {
  const { logs } = await readTransferLogs({ rpcUrl, address })
  const hashes = new Set(logs.map((log) => log.transactionHash))
  for (const sent of sentTransactions)
    if (sent.caipNetworkId === chain && sent.from.toLowerCase() === address.toLowerCase()) hashes.add(sent.hash)
  if (!hashes.size) return []
  const tokens = readTokenInfos(
    rpcUrl,
    logs.map((log) => log.address),
  )
  return readLoggedTransactions({ rpcUrl, chain, address, native, hashes: [...hashes], logs, tokens })
}
