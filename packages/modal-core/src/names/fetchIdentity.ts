import { getNamespace } from '../adapters/namespaces.js'
import { getActiveChain } from '../chain/chainState.js'
import { getNamesSource } from './getNamesSource.js'
import { logQuietly } from '../utils/log.js'

/**
 * Fills the active account's `profileName` and `profileImage` from the names source (`getNamesSource`):
 * the hosted identity call with a project id, otherwise the primary ENS name and its avatar read on
 * chain; both cached 5 minutes. Unknown or unreadable (a name that does not normalise among them): both
 * undefined. Only where the namespace has account data (eip155); never throws; a result for an account
 * that is no longer active is dropped.
 *
 * @example
 * await fetchIdentity()
 * getActiveAccount().profileName // 'alice.eth'
 */
export async function fetchIdentity(): Promise<void> {
  const { accountState, networkState } = getActiveChain()
  const { address, caipAddress } = accountState
  const network = networkState.caipNetwork
  if (!address || !network || !getNamespace(network.chainNamespace).accountData) {
    Object.assign(accountState, { profileName: undefined, profileImage: undefined })
    return
  }
  const stale = () => accountState.caipAddress !== caipAddress
  try {
    const { name, avatar } = await getNamesSource().getIdentity({ network, address })
    if (stale()) return
    Object.assign(accountState, { profileName: name ?? undefined, profileImage: avatar ?? undefined })
  } catch (error) {
    logQuietly('IDENTITY_FETCH_FAILED', error)
    if (!stale()) Object.assign(accountState, { profileName: undefined, profileImage: undefined })
  }
}
