import { fetchBalance } from './fetchBalance.js'
import { showUnsupportedChain } from './showUnsupportedChain.js'
import { requestSignInIfNeeded } from './requestSignInIfNeeded.js'
import { logQuietly } from '../utils/log.js'

async function signInPolicy(): Promise<void> {
  // Signing in on a chain the app refuses would only be undone by the switch that follows.
  if (await showUnsupportedChain()) return
  await requestSignInIfNeeded().catch((error: unknown) => logQuietly('SIGN_IN_POLICY_FAILED', error))
}

/**
 * What follows any change of the active account or chain: the balance is refetched, an unsupported
 * chain opens UnsupportedChain, otherwise the sign-in policy runs. Never rejects.
 */
export async function afterActiveChange(): Promise<void> {
  await Promise.all([
    fetchBalance(),
    signInPolicy().catch((error: unknown) => logQuietly('UNSUPPORTED_CHAIN_CHECK_FAILED', error)),
  ])
}
