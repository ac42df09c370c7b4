import type { SessionStruct } from '@agentry/sign-client'
import type { NamespaceDescriptor } from '../adapters/types.js'
import type { CaipNetworkId } from '../caip/types.js'

/** One account a session approved: its address on one chain. */
export type SessionNamespaceAccount = { caipNetworkId: CaipNetworkId; address: string }

/**
 * The accounts a session approved in one namespace, in the session's order: the CAIP-10 entries of the
 * session's namespace that name that namespace and an address of its format (the descriptor's
 * `isAddress`); malformed entries are skipped.
 *
 * @example
 * sessionNamespaceAccounts(session, solanaNamespace) // [{ caipNetworkId: 'solana:5eykt…', address: '7xKX…' }]
 */
export function sessionNamespaceAccounts(
  session: SessionStruct | undefined,
  descriptor: Pick<NamespaceDescriptor, 'namespace' | 'isAddress'>,
): SessionNamespaceAccount[] {
  const accounts: SessionNamespaceAccount[] = []
  for (const caipAccount of session?.namespaces[descriptor.namespace]?.accounts ?? []) {
    const [namespace, reference, address] = caipAccount.split(':')
    if (namespace !== descriptor.namespace || !reference || !address) continue
    if (descriptor.isAddress && !descriptor.isAddress(address)) continue
    accounts.push({ caipNetworkId: `${descriptor.namespace}:${reference}`, address })
  }
  return accounts
}
