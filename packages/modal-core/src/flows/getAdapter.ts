import type { ChainNamespace } from '../caip/types.js'
import { chainState } from '../chain/chainState.js'
import { getNamespaceConnection } from '../connection/connectionState.js'
import { getConnector } from '../connectors/connectorsState.js'
import { AdapterNotFoundError } from '../errors/adapterErrors.js'
import { createEvmAdapter } from '../adapters/evm/createEvmAdapter.js'
import type { ChainAdapter } from '../adapters/types.js'

/**
 * The adapter of the wallet connected on a namespace (the active one by default), for features that
 * act through the wallet (send, sign). An eip155 wallet without its own adapter is driven through its
 * EIP-1193 provider.
 *
 * @throws AdapterNotFoundError ('Adapter not found') when nothing is connected there, or the connector has no adapter or provider.
 * @example
 * const hash = await getAdapter().send({ to, amount: '0.1', network: getActiveNetwork()! })
 */
export function getAdapter(namespace: ChainNamespace = chainState.activeNamespace): ChainAdapter {
  const connection = getNamespaceConnection(namespace)
  const connector = connection && getConnector(connection.connectorId)
  if (connector?.adapter) return connector.adapter
  if (namespace === 'eip155' && connector?.provider) return createEvmAdapter({ provider: connector.provider })
  throw new AdapterNotFoundError({ namespace })
}
