import { chainState } from '../chain/chainState.js'
import { ensureChainState } from '../chain/ensureChainState.js'
import { getConnector } from '../connectors/connectorsState.js'
import { addRecentWallet } from '../connectors/recentWallets.js'
import { ProviderNotFoundError, ProviderRequestError } from '../errors/providerErrors.js'
import { toProviderError } from '../errors/toProviderError.js'
import { addStoredConnectorId } from '../storage/connectorIds.js'
import { addConnectedNamespace } from '../storage/connectedNamespaces.js'
import { runInBackground } from '../utils/background.js'
import { afterActiveChange } from './afterActiveChange.js'
import { applyActiveConnection } from './applyActiveConnection.js'
import { connectionState } from './connectionState.js'
import { readConnectorWallet, type ConnectorWallet } from './readConnectorWallet.js'
import { upsertConnection } from './upsertConnection.js'
import { watchConnector } from './watchConnector.js'

export type ConnectParameters = { connectorId: string }

/**
 * Connects a wallet of any namespace: status connecting, the wallet asked for its accounts (an eip155
 * wallet through `eth_requestAccounts` and `eth_chainId`, others through the connector's
 * `ChainAdapter`), then connected with the account and network in `chainState`; its namespace becomes
 * the active one. Other connections stay; this one becomes current. On failure the previous status
 * comes back and a typed error is thrown (`UserRejectedError` when the user declines). The balance and
 * the sign-in policy follow in the background.
 *
 * @throws ProviderNotFoundError | ChainAdapterNotFoundError | UserRejectedError | ProviderRequestError
 * @example
 * await connect({ connectorId: 'io.metamask' })
 * connectionState.status // 'connected'
 */
export async function connect({ connectorId }: ConnectParameters): Promise<void> {
  const connector = getConnector(connectorId)
  if (!connector) throw new ProviderNotFoundError({ details: `No connector "${connectorId}"` })
  const namespace = connector.chain
  const previousStatus = connectionState.status
  const accountState = ensureChainState(namespace).accountState
  const previousAccountStatus = accountState.status
  connectionState.status = 'connecting'
  connectionState.error = undefined
  if (!accountState.address) accountState.status = 'connecting'
  let wallet: ConnectorWallet
  try {
    wallet = await readConnectorWallet(connector, { prompt: true })
    if (wallet.accounts.length === 0) throw new ProviderRequestError({ method: namespace === 'eip155' ? 'eth_requestAccounts' : 'connect' })
  } catch (error) {
    const typed = toProviderError(error, namespace === 'eip155' ? 'eth_requestAccounts' : 'connect', 'connect')
    connectionState.status = previousStatus
    accountState.status = previousAccountStatus
    connectionState.error = typed.shortMessage
    throw typed
  }
  upsertConnection({ connectorId, namespace, accounts: wallet.accounts, chainId: wallet.chainId, status: 'connected' })
  connectionState.activeConnectorId = connectorId
  connectionState.status = 'connected'
  chainState.activeNamespace = namespace
  addStoredConnectorId(connectorId)
  addConnectedNamespace(namespace)
  addRecentWallet(connector)
  watchConnector(connector)
  applyActiveConnection()
  runInBackground(afterActiveChange(), 'AFTER_CONNECT_FAILED')
}
