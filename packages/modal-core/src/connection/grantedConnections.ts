import type { ChainNamespace } from '../caip/types.js'
import type { Connector } from '../connectors/types.js'

/** What a wallet granted in one namespace, under the connector that serves that namespace. */
export type GrantedConnection = {
  connectorId: string
  namespace: ChainNamespace
  accounts: string[]
  chainId: number | string
}

/**
 * A connector whose one approval can grant accounts of several namespaces (WalletConnect: a session
 * with eip155 and solana accounts). `connectNamespaces` asks the wallet, prompting, and answers every
 * namespace it granted, each under its own registered connector; `connect()` connects them all.
 */
export type MultiNamespaceConnector = Connector & { connectNamespaces(): Promise<GrantedConnection[]> }

/**
 * Whether a connector connects several namespaces at once.
 *
 * @example
 * if (isMultiNamespaceConnector(connector)) await connector.connectNamespaces()
 */
export function isMultiNamespaceConnector(connector: Connector): connector is MultiNamespaceConnector {
  return typeof (connector as Partial<MultiNamespaceConnector>).connectNamespaces === 'function'
}

/**
 * The grant that becomes the active connection: the one of the namespace that is active now (a user on
 * Solana stays on Solana), else the one of the connector asked, else the first. Undefined for none.
 *
 * @example
 * pickActiveGrant(grants, { activeNamespace: 'solana', connectorId: 'walletConnect' })?.namespace // 'solana'
 */
export function pickActiveGrant(
  grants: readonly GrantedConnection[],
  { activeNamespace, connectorId }: { activeNamespace: ChainNamespace; connectorId: string },
): GrantedConnection | undefined {
  return (
    grants.find((grant) => grant.namespace === activeNamespace) ??
    grants.find((grant) => grant.connectorId === connectorId) ??
    grants[0]
  )
}
