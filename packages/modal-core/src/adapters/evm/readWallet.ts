import { checksumAddress, isHexAddress } from '../../utils/checksumAddress.js'
import type { Eip1193Provider } from '../types.js'
import { ProviderRequestError, type RejectedAction } from '../../errors/providerErrors.js'
import { toProviderError } from '../../errors/toProviderError.js'

async function ask(provider: Eip1193Provider, method: string, action: RejectedAction): Promise<unknown> {
  try {
    return await provider.request({ method })
  } catch (error) {
    throw toProviderError(error, method, action)
  }
}

/**
 * Asks a wallet for its accounts (`eth_requestAccounts` prompts, `eth_accounts` does not) and chain.
 * Accounts come back checksummed; malformed answers are typed errors.
 */
export async function readWallet(
  provider: Eip1193Provider,
  accountsMethod: 'eth_requestAccounts' | 'eth_accounts',
): Promise<{ accounts: string[]; chainId: number }> {
  const answer = await ask(provider, accountsMethod, 'connect')
  const accounts = (Array.isArray(answer) ? answer : []).filter((item): item is string => isHexAddress(item))
  if (accounts.length === 0) return { accounts: [], chainId: 0 }
  const chainId = Number(await ask(provider, 'eth_chainId', 'connect'))
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new ProviderRequestError({ method: 'eth_chainId' })
  return { accounts: accounts.map((account) => checksumAddress(account)), chainId }
}
