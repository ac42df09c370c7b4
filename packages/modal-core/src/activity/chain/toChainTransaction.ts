import type { WalletTransaction, WalletTransfer } from '../../api/historyApi.js'
import { decodeAbi } from '../../evmCall/abiCoder.js'
import type { Hex } from '../../evmCall/hex.js'
import { rpcBatchSettled } from '../../evmCall/rpcRequest.js'
import { formatUnitsDecimal } from '../../numbers/formatUnitsDecimal.js'

/** `Transfer(address,address,uint256)`: an ERC-20 transfer when it has three topics (ERC-721 has four). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** A log as the node sends it (the fields read here). */
export type ChainLog = { address: string; topics: string[]; data: string; transactionHash: string }

/** A token's symbol and decimals as its contract answers them; undefined decimals: no amount is shown. */
export type TokenInfo = { symbol: string; decimals: number | undefined }

export type ChainTransactionParameters = {
  me: string
  hash: string
  chain: string
  /** Block time in seconds. */
  timestamp: number
  from: string
  to: string | null
  value: bigint
  failed: boolean
  logs: readonly ChainLog[]
  tokens: ReadonlyMap<string, TokenInfo>
  native: TokenInfo
}

const topicAddress = (topic: string | undefined) => `0x${(topic ?? '').slice(-40)}`.toLowerCase()
const same = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()

/** The account's ERC-20 transfer logs among `logs` (three topics, the account as sender or receiver). */
export const accountTransferLogs = (logs: readonly ChainLog[], me: string): ChainLog[] =>
  logs.filter(
    (log) =>
      log.topics[0] === TRANSFER_TOPIC &&
      log.topics.length === 3 &&
      (same(topicAddress(log.topics[1]), me) || same(topicAddress(log.topics[2]), me)),
  )

/** `address`: the token contract (none for the native currency), which the chain tokens source reads balances of. */
function transfer(
  direction: 'in' | 'out',
  amount: bigint,
  token: TokenInfo | undefined,
  address?: string,
): WalletTransfer {
  const numeric = token?.decimals === undefined ? undefined : formatUnitsDecimal(amount, token.decimals)
  return {
    direction,
    quantity: { numeric },
    fungible_info: { symbol: token?.symbol ?? '', ...(address && { address }) },
  }
}

/**
 * One activity entry, in the shape of the hosted history's (spec section 3), from a transaction the node
 * returned: its ETH value and the account's ERC-20 transfers in its logs.
 *
 * @example
 * toChainTransaction({ me, hash, chain: 'eip155:1337', timestamp: 1767225600, from: me, to, value: 10n ** 18n, failed: false, logs: [], tokens: new Map(), native: { symbol: 'ETH', decimals: 18 } })
 */
export function toChainTransaction(parameters: ChainTransactionParameters): WalletTransaction {
  const { me, from, to, value, tokens } = parameters
  const transfers: WalletTransfer[] = []
  if (value > 0n && (same(from, me) || same(to, me)))
    transfers.push(transfer(same(from, me) ? 'out' : 'in', value, parameters.native))
  for (const log of accountTransferLogs(parameters.logs, me))
    transfers.push(
      transfer(
        same(topicAddress(log.topics[1]), me) ? 'out' : 'in',
        BigInt(log.data),
        tokens.get(log.address.toLowerCase()),
        log.address,
      ),
    )
  return {
    id: parameters.hash,
    metadata: {
      minedAt: new Date(parameters.timestamp * 1000).toISOString(),
      chain: parameters.chain,
      status: parameters.failed ? 'failed' : 'confirmed',
      operationType: same(from, me) ? 'send' : 'receive',
    },
    transfers,
  }
}

const SYMBOL = '0x95d89b41'
const DECIMALS = '0x313ce567'

/**
 * The symbol and decimals of each token, in one batch of `eth_call`s; a token that reverts or answers
 * nonsense gets no amount (never a guessed one).
 *
 * @example
 * (await readTokenInfos(rpcUrl, ['0x5FbD…0aa3'])).get('0x5fbd…0aa3') // { symbol: 'WETH', decimals: 18 }
 */
export async function readTokenInfos(rpcUrl: string, addresses: readonly string[]): Promise<Map<string, TokenInfo>> {
  const unique = [...new Set(addresses.map((address) => address.toLowerCase()))]
  const infos = new Map<string, TokenInfo>()
  if (!unique.length) return infos
  const call = (to: string, data: string) => ({ method: 'eth_call', params: [{ to, data }, 'latest'] })
  const answers = await rpcBatchSettled(
    rpcUrl,
    unique.flatMap((to) => [call(to, SYMBOL), call(to, DECIMALS)]),
  )
  unique.forEach((address, index) => {
    const read = <T>(answer: PromiseSettledResult<unknown> | undefined, decode: (data: Hex) => T) => {
      try {
        return answer?.status === 'fulfilled' ? decode(answer.value as Hex) : undefined
      } catch {
        return undefined
      }
    }
    const symbol = read(answers[index * 2], (data) => String(decodeAbi(['string'], data)[0]))
    const decimals = read(answers[index * 2 + 1], (data) => Number(BigInt(data)))
    infos.set(address, {
      symbol: symbol ?? '',
      decimals: decimals !== undefined && decimals <= 36 ? decimals : undefined,
    })
  })
  return infos
}
