import type { ChainNamespace } from '../caip/types.js'
import { chainState } from '../chain/chainState.js'
import { getNamespaceAdapter } from '../connection/getNamespaceAdapter.js'
import { AdapterNotFoundError } from '../errors/adapterErrors.js'
import type { ChainAdapter } from '../adapters/types.js'

/**
 * The adapter of the wallet connected on a namespace (the active one by default), for features that
 * act through the wallet (send, sign). An eip155 wallet without its own adapter is driven through its
 * EIP-1193 provider (`createEvmAdapter`).
 *
 * @throws AdapterNotFoundError ('Adapter not found') when nothing is connected there, or the connector has no adapter or provider.
 * @example
 * const hash = await getAdapter().send({ to, amount: '0.1', network: getActiveNetwork()! })
 */
export function getAdapter(namespace: ChainNamespace = chainState.activeNamespace): ChainAdapter {
  const adapter = getNamespaceAdapter(namespace)
  if (!adapter) throw new AdapterNotFoundError({ namespace })
  return adapter
}
