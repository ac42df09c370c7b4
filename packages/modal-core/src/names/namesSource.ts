import type { CaipNetwork } from '../caip/types.js'
import type { DataSourceKind } from '../options/types.js'
import type { Identity } from '../storage/caches.js'

/**
 * Where names come from. Views read `accountState.profileName` / `profileImage` and never learn which
 * source answered.
 */
export type NamesSource = {
  readonly kind: DataSourceKind
  /**
   * The primary name of an address and its avatar image; nulls when it has none.
   * @throws InvalidEnsNameError (chain) when the name read does not normalise
   */
  getIdentity(parameters: { network: CaipNetwork; address: string }): Promise<Identity>
  /**
   * The address a name points to on a network; null when it points nowhere.
   * @throws InvalidEnsNameError (chain) when the name does not normalise
   */
  resolveAddress(parameters: { network: CaipNetwork; name: string }): Promise<string | null>
}
