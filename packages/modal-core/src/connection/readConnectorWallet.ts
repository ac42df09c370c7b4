import { parseCaipNetworkId } from '../networks/parseCaipNetworkId.js'
import { formatNamespaceAddress, getNamespace, toNamespaceChainId } from '../adapters/namespaces.js'
import { ensureChainState } from '../chain/ensureChainState.js'
import { getConnectorAdapter } from '../connectors/getConnectorAdapter.js'
import type { Connector } from '../connectors/types.js'
import { ChainAdapterNotFoundError } from '../errors/adapterErrors.js'
import { ProviderNotFoundError } from '../errors/providerErrors.js'

/** A wallet's accounts (the current one first, in the namespace's form) and the reference of the chain it is on. */
export type ConnectorWallet = { accounts: string[]; chainId: number | string }

/**
 * Asks a connector's wallet for its accounts through its `ChainAdapter`, on the namespace's current
 * network: with `prompt`, as a connection request the user answers (`connect`); without, silently
 * (`reconnect`, the start-up sync; an empty list means the app is not authorised).
 *
 * @throws ProviderNotFoundError (a connector with neither adapter nor provider) | ChainAdapterNotFoundError | the wallet's typed errors.
 * @example
 * const { accounts, chainId } = await readConnectorWallet(connector, { prompt: true })
 */
export async function readConnectorWallet(
  connector: Connector,
  { prompt }: { prompt: boolean },
): Promise<ConnectorWallet> {
  const adapter = getConnectorAdapter(connector)
  if (!adapter) {
    // A namespace whose wallets are providers misses the provider; any other misses its adapter.
    if (getNamespace(connector.chain).adapterFromProvider)
      throw new ProviderNotFoundError({ details: `No provider for connector "${connector.id}"` })
    throw new ChainAdapterNotFoundError({ namespace: connector.chain, details: `connector ${connector.id}` })
  }
  const network = ensureChainState(connector.chain).networkState.caipNetwork
  const result = prompt ? await adapter.connect({ network }) : await adapter.reconnect({ network })
  if (!result) return { accounts: [], chainId: 0 }
  return {
    accounts: result.accounts.map((account) => formatNamespaceAddress(connector.chain, account.address)),
    chainId: toNamespaceChainId(connector.chain, parseCaipNetworkId(result.caipNetworkId).chainId),
  }
}
