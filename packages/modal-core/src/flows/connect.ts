import { getNamespace } from '../adapters/namespaces.js'
import { recordAnalyticsEvent } from '../analytics/recordAnalyticsEvent.js'
import { chainState } from '../chain/chainState.js'
import { ensureChainState } from '../chain/ensureChainState.js'
import { getConnector } from '../connectors/connectorsState.js'
import { addRecentWallet } from '../connectors/recentWallets.js'
import { ProviderNotFoundError, ProviderRequestError } from '../errors/providerErrors.js'
import { errorState, NO_ERROR } from '../errors/errorState.js'
import { toProviderError } from '../errors/toProviderError.js'
import { addStoredConnectorId } from '../storage/connectorIds.js'
import { addConnectedNamespace } from '../storage/connectedNamespaces.js'
import { writeStorage } from '../storage/storage.js'
import { runInBackground } from '../utils/background.js'
import { afterActiveChange } from './afterActiveChange.js'
import { applyActiveConnection } from '../connection/applyActiveConnection.js'
import { connectionState } from '../connection/connectionState.js'
import { isMultiNamespaceConnector, pickActiveGrant, type GrantedConnection } from '../connection/grantedConnections.js'
import { readConnectorWallet } from '../connection/readConnectorWallet.js'
import { upsertConnection } from '../connection/upsertConnection.js'
import { watchConnector } from './watchConnector.js'

export type ConnectParameters = { connectorId: string }

/**
 * Connects a wallet of any namespace: status connecting, the wallet asked for its accounts through the
 * connector's `ChainAdapter` (an eip155 wallet: `eth_requestAccounts` and `eth_chainId`), then connected with the account and network in `chainState`; its namespace becomes
 * the active one. Other connections stay; this one becomes current. A connector that grants several
 * namespaces in one approval (WalletConnect) connects each of them: the active namespace stays active
 * when the wallet granted accounts in it, otherwise the connector's own namespace, else the one it
 * granted, becomes active. On failure the previous status comes back and a typed error is thrown
 * (`UserRejectedError` when the user declines). The balance and the sign-in policy follow in the background.
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
  const method = getNamespace(namespace).connectMethod ?? 'connect'
  const previousStatus = connectionState.status
  const accountState = ensureChainState(namespace).accountState
  const previousAccountStatus = accountState.status
  connectionState.status = 'connecting'
  Object.assign(connectionState, NO_ERROR)
  if (!accountState.address) accountState.status = 'connecting'
  let grants: GrantedConnection[]
  try {
    grants = isMultiNamespaceConnector(connector)
      ? await connector.connectNamespaces()
      : [{ connectorId, namespace, ...(await readConnectorWallet(connector, { prompt: true })) }]
    grants = grants.filter((grant) => grant.accounts.length > 0 && getConnector(grant.connectorId))
    if (grants.length === 0) throw new ProviderRequestError({ method })
  } catch (error) {
    const typed = toProviderError(error, method, 'connect')
    connectionState.status = previousStatus
    accountState.status = previousAccountStatus
    Object.assign(connectionState, errorState(typed))
    recordAnalyticsEvent({
      type: 'track',
      event: 'CONNECT_ERROR',
      properties: { connectorId, namespace, code: typed.code, message: typed.shortMessage },
    })
    throw typed
  }
  // The connector's own namespace may have granted nothing (a Solana-only WalletConnect session).
  if (!grants.some((grant) => grant.namespace === namespace)) accountState.status = previousAccountStatus
  const active = pickActiveGrant(grants, { activeNamespace: chainState.activeNamespace, connectorId })!
  // The active one last: the start-up sync makes the last stored connector current.
  for (const grant of [...grants.filter((other) => other !== active), active]) {
    const connection = { ...grant, status: 'connected' as const }
    upsertConnection(connection)
    addStoredConnectorId(grant.connectorId)
    addConnectedNamespace(grant.namespace)
    watchConnector(getConnector(grant.connectorId)!)
    applyActiveConnection(connection)
  }
  connectionState.activeConnectorId = active.connectorId
  connectionState.status = 'connected'
  chainState.activeNamespace = active.namespace
  addRecentWallet(connector)
  applyActiveConnection()
  // The next start-up restores the namespace connected now, not one the user had switched away from.
  writeStorage('activeNetworkId', `${active.namespace}:${active.chainId}`)
  recordAnalyticsEvent({
    type: 'track',
    event: 'CONNECT_SUCCESS',
    properties: { connectorId, namespace: active.namespace, name: connector.name },
  })
  runInBackground(afterActiveChange(), 'AFTER_CONNECT_FAILED')
}
