import type { WalletTransaction } from '../api/historyApi.js'
import type { CaipNetwork, CaipNetworkId } from '../caip/types.js'
import type { DataSourceKind } from '../options/types.js'

export type ActivitySourcePageParameters = {
  address: string
  /** The network the list is for (the chain source needs it; the hosted one filters by its id). */
  network: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  onramp: string | undefined
  /** The `next` of the previous page. */
  cursor: string | undefined
}

/**
 * One page, newest first; `next` is undefined on the last page. `partial` says the source could see only
 * part of the history (the chain source without the Otterscan API), which the view says plainly.
 */
export type ActivitySourcePage = { data: WalletTransaction[]; next: string | undefined; partial: boolean }

/** Where the Activity tab's history comes from. Views read `activityState` and never learn which source answered. */
export type ActivitySource = {
  readonly kind: DataSourceKind
  fetchPage(parameters: ActivitySourcePageParameters): Promise<ActivitySourcePage>
}
