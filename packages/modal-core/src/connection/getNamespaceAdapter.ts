import type { ChainAdapter } from '../adapters/types.js'
import type { ChainNamespace } from '../caip/types.js'
import { getConnector } from '../connectors/connectorsState.js'
import { getConnectorAdapter } from '../connectors/getConnectorAdapter.js'
import { getNamespaceConnection } from './connectionState.js'

/**
 * The adapter of the wallet serving a namespace (see `getNamespaceConnection`), or undefined when none
 * is connected there or its connector has no adapter.
 *
 * @example
 * await getNamespaceAdapter('solana')?.getBalance({ address, network })
 */
export function getNamespaceAdapter(namespace: ChainNamespace): ChainAdapter | undefined {
  const connection = getNamespaceConnection(namespace)
  const connector = connection && getConnector(connection.connectorId)
  return connector && getConnectorAdapter(connector)
}
