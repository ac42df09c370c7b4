import { fetchBalance } from '../balance/fetchBalance.js'
import { requestSignInIfNeeded } from '../siwx/requestSignInIfNeeded.js'
import { logQuietly } from '../utils/log.js'

/**
 * What follows any change of the active account or chain: the balance is refetched and the sign-in
 * policy runs. Never rejects.
 */
export async function afterActiveChange(): Promise<void> {
  await Promise.all([
    fetchBalance(),
    requestSignInIfNeeded().catch((error: unknown) => logQuietly('SIGN_IN_POLICY_FAILED', error)),
  ])
}
