import type { ErrorCode, ErrorParams } from '../errors/errorCodes.js'
import { createStore } from '../utils/createStore.js'
import type { HeldNft } from './deriveNfts.js'

/** The NFTs of one account (and network), derived from its whole history. */
export type NftsState = {
  address: string | undefined
  caipNetworkId: string | undefined
  nfts: HeldNft[]
  loading: boolean
  /** True once a load finished (so an empty list means 'no NFTs', not 'not asked yet'). */
  loaded: boolean
  /** 'Failed to fetch transactions', or why history is unavailable. */
  error: string | undefined
  errorCode: ErrorCode | undefined
  /** The values in `error`, for a translation (see `toErrorData`). */
  errorParams: ErrorParams | undefined
}

const store = /* @__PURE__ */ createStore<NftsState>({
  address: undefined,
  caipNetworkId: undefined,
  nfts: [],
  loading: false,
  loaded: false,
  error: undefined,
  errorCode: undefined,
  errorParams: undefined,
})

/**
 * The account's NFTs, as `fetchNfts` derived them.
 *
 * @example
 * import { subscribe } from 'valtio/vanilla'
 * subscribe(nftsState, () => console.info(nftsState.nfts.length))
 */
export const nftsState: NftsState = store.state

/**
 * Empties the NFT list.
 *
 * @example
 * resetNftsState()
 */
export function resetNftsState(): void {
  store.reset()
}
