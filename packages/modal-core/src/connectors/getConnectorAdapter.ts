import { getNamespace } from '../adapters/namespaces.js'
import type { ChainAdapter } from '../adapters/types.js'
import type { Connector } from './types.js'

/**
 * A connector's `ChainAdapter`: its own, else the one its namespace builds from its EIP-1193 provider
 * (injected, EIP-6963, WalletConnect and embedded wallets are providers), else undefined.
 *
 * @example
 * await getConnectorAdapter(connector)?.connect({ network })
 */
export function getConnectorAdapter(connector: Connector): ChainAdapter | undefined {
  if (connector.adapter) return connector.adapter
  const build = getNamespace(connector.chain).adapterFromProvider
  return connector.provider && build ? build(connector.provider) : undefined
}
