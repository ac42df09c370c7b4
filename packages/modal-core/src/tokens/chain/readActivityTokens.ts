import type { WalletTransaction } from '../../api/historyApi.js'
import type { CaipNetwork } from '../../caip/types.js'
import type { Hex } from '../../evmCall/hex.js'
import { activityState } from '../../activity/activityState.js'
import { getActivitySource } from '../../activity/getActivitySource.js'

/** How long the balances wait for the activity's first page before going on without it (it is kept for the next read). */
export const ACTIVITY_TOKENS_WAIT_MS = 3_000

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** First pages asked for, by network and account, for the page's life: the activity is read once for tokens. */
const firstPages = new Map<string, Promise<Hex[]>>()

/** The token contracts that `transactions` moved (the chain activity names them in `fungible_info.address`). */
export function tokensInTransactions(transactions: readonly WalletTransaction[]): Hex[] {
  return transactions.flatMap((transaction) =>
    transaction.transfers.flatMap((transfer) => {
      const info = transfer.fungible_info as { address?: unknown } | undefined
      return typeof info?.address === 'string' && ADDRESS.test(info.address) ? [info.address as Hex] : []
    }),
  )
}

/**
 * The tokens found in the account's activity on `network`: those of the first page the activity source
 * gives (read once per account and network; a failure finds none and is asked again next time), and those of the pages the Activity
 * tab has loaded. Waits at most `ACTIVITY_TOKENS_WAIT_MS` for the first page, so a slow node never holds
 * the balances up; what arrives later is used by the next read.
 *
 * @example
 * await readActivityTokens({ network, address }) // ['0x5FbDB2315678afecb367f032d93F642f64180aa3']
 */
export async function readActivityTokens({
  network,
  address,
  force = false,
}: {
  network: CaipNetwork
  address: string
  /** Read the first page again (after a send or a swap, a new token may have arrived). */
  force?: boolean
}): Promise<Hex[]> {
  const { caipNetworkId } = network
  const key = `${caipNetworkId}:${address.toLowerCase()}`
  let page = force ? undefined : firstPages.get(key)
  if (!page) {
    page = Promise.resolve()
      .then(() =>
        getActivitySource().fetchPage({ address, network, caipNetworkId, onramp: undefined, cursor: undefined }),
      )
      .then(({ data }) => tokensInTransactions(data))
      .catch((): Hex[] => {
        // Not kept: the next read asks again.
        if (firstPages.get(key) === page) firstPages.delete(key)
        return []
      })
    firstPages.set(key, page)
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<Hex[]>((resolve) => (timer = setTimeout(() => resolve([]), ACTIVITY_TOKENS_WAIT_MS)))
  const first = await Promise.race([page, late]).finally(() => clearTimeout(timer))
  const loaded =
    activityState.address?.toLowerCase() === address.toLowerCase() && activityState.caipNetworkId === caipNetworkId
      ? tokensInTransactions(activityState.transactions)
      : []
  return [...first, ...loaded]
}
