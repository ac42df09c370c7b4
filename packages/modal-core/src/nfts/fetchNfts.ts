import type { WalletTransaction } from '../api/historyApi.js'
import { getBlockchainApi } from '../api/getBlockchainApi.js'
import type { CaipNetworkId } from '../caip/types.js'
import { FetchTransactionsError } from '../errors/activityErrors.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { deriveNfts, type HeldNft } from './deriveNfts.js'
import { nftsState } from './nftsState.js'
import { errorState, NO_ERROR } from '../errors/errorState.js'

/** At most this many history pages are read for one list (a very long history shows its newest part). */
export const NFT_HISTORY_PAGE_LIMIT = 20

export type FetchNftsParameters = {
  address: string
  /** Only this network's NFTs. */
  caipNetworkId?: CaipNetworkId
}
export type FetchNftsReturnType = HeldNft[]

/**
 * Loads the account's NFTs into `nftsState`: reads its transaction history page by page (spec section 7,
 * `GET /v1/account/{account}/history`, up to `NFT_HISTORY_PAGE_LIMIT` pages) and derives what it still
 * holds (`deriveNfts`: in minus out, spam left out). An answer for an address or network that is no
 * longer asked for is dropped.
 *
 * @throws FeatureUnavailableError ('history', no project id; nothing is asked) | FetchTransactionsError
 *   ('Failed to fetch transactions') — each also shown in `nftsState.error`.
 * @example
 * await fetchNfts({ address: '0xf39F…2266', caipNetworkId: 'eip155:1' })
 * nftsState.nfts.map((nft) => nft.name)
 */
export async function fetchNfts({ address, caipNetworkId }: FetchNftsParameters): Promise<FetchNftsReturnType> {
  const state = nftsState
  if (state.address !== address || state.caipNetworkId !== caipNetworkId)
    Object.assign(state, { nfts: [], loaded: false })
  Object.assign(state, { address, caipNetworkId, loading: true, ...NO_ERROR })
  const isCurrent = () => state.address === address && state.caipNetworkId === caipNetworkId
  const api = getBlockchainApi()
  if (!api) {
    const error = new FeatureUnavailableError({ feature: 'history' })
    Object.assign(state, { loading: false, loaded: true, ...errorState(error) })
    throw error
  }
  try {
    const transactions: WalletTransaction[] = []
    let cursor: string | undefined
    for (let page = 0; page < NFT_HISTORY_PAGE_LIMIT; page++) {
      const { data, next } = await api.fetchHistory({ account: address, cursor, chainId: caipNetworkId })
      transactions.push(...data)
      if (next === undefined) break
      cursor = next
    }
    const nfts = deriveNfts({ transactions })
    if (isCurrent()) Object.assign(state, { nfts, loading: false, loaded: true })
    return nfts
  } catch (cause) {
    const error = new FetchTransactionsError({ cause })
    if (isCurrent()) Object.assign(state, { loading: false, loaded: true, ...errorState(error) })
    throw error
  }
}
