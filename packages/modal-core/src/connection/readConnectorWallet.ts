import { parseCaipNetworkId } from '../networks/parseCaipNetworkId.js'
import { ensureChainState } from '../chain/ensureChainState.js'
import type { Connector } from '../connectors/types.js'
import { ChainAdapterNotFoundError } from '../errors/adapterErrors.js'
import { ProviderNotFoundError } from '../errors/providerErrors.js'
import { readWallet } from '../adapters/evm/readWallet.js'

/** A wallet's accounts (the current one first) and the CAIP-2 reference of the chain it is on. */
export type ConnectorWallet = { accounts: string[]; chainId: number | string }

/**
 * Asks a connector's wallet for its accounts: with `prompt`, as a connection request the user answers;
 * without, silently (start-up sync; an empty list means the app is not authorised). eip155 wallets are
 * asked through their EIP-1193 provider, other namespaces through the connector's `ChainAdapter`, on
 * the namespace's current network.
 *
 * @throws ProviderNotFoundError | ChainAdapterNotFoundError | the wallet's typed errors.
 * @example
 * const { accounts, chainId } = await readConnectorWallet(connector, { prompt: true })
 */
export async function readConnectorWallet(
  connector: Connector,
  { prompt }: { prompt: boolean },
): Promise<ConnectorWallet> {
  if (connector.chain === 'eip155') {
    if (!connector.provider) throw new ProviderNotFoundError({ details: `No provider for connector "${connector.id}"` })
    return await readWallet(connector.provider, prompt ? 'eth_requestAccounts' : 'eth_accounts')
  }
  const { adapter } = connector
  if (!adapter)
    throw new ChainAdapterNotFoundError({ namespace: connector.chain, details: `connector ${connector.id}` })
  const network = ensureChainState(connector.chain).networkState.caipNetwork
  const result = prompt ? await adapter.connect({ network }) : await adapter.reconnect({ network })
  if (!result) return { accounts: [], chainId: 0 }
  return {
    accounts: result.accounts.map((account) => account.address),
    chainId: parseCaipNetworkId(result.caipNetworkId).chainId,
  }
}
