import type { AccountType, ChainNamespace } from '../caip/types.js'
import { chainState } from '../chain/chainState.js'
import type { ConnectorType } from '../connectors/types.js'
import { optionsState } from '../options/optionsState.js'
import { DEFAULT_ACCOUNT_TYPES } from './defaultAccountTypes.js'

export type ResolveAccountTypeParameters = {
  namespace: ChainNamespace
  /** The chain the account is on (eip155 chain id). */
  chainId?: number | string
  /** Only the embedded (AUTH) wallet creates smart accounts; other wallets bring their own account. */
  connectorType?: ConnectorType
}

/**
 * The account type to use: the app's `defaultAccountTypes` option or the spec's default for the
 * namespace, falling back to 'eoa' where a smart account cannot be had (a wallet other than the
 * embedded one, or a network that is not in the namespace's `smartAccountEnabledNetworks`).
 *
 * @example
 * resolveAccountType({ namespace: 'eip155', chainId: 1, connectorType: 'INJECTED' }) // 'eoa'
 */
export function resolveAccountType({ namespace, chainId, connectorType }: ResolveAccountTypeParameters): AccountType {
  const preferred = optionsState.defaultAccountTypes[namespace] ?? DEFAULT_ACCOUNT_TYPES[namespace]
  if (preferred !== 'smartAccount') return preferred
  if (connectorType !== 'AUTH' || chainId === undefined) return 'eoa'
  const enabled = chainState.chains[namespace]?.networkState.smartAccountEnabledNetworks ?? []
  return enabled.includes(Number(chainId)) ? 'smartAccount' : 'eoa'
}
