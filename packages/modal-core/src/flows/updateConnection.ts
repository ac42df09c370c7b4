import { formatNamespaceAddress } from '../adapters/namespaces.js'
import { afterActiveChange } from './afterActiveChange.js'
import { applyActiveConnection } from '../connection/applyActiveConnection.js'
import { connectionState, getNamespaceConnection } from '../connection/connectionState.js'

export type UpdateConnectionParameters = { accounts?: readonly string[]; chainId?: number | string }

/**
 * Applies a wallet's account or chain change to its connection; when it is the connection serving its
 * namespace the chain state follows and the balance and sign-in policy run again. Unchanged values do
 * nothing. Addresses take the namespace's form (EVM: checksummed).
 */
export async function updateConnection(connectorId: string, update: UpdateConnectionParameters): Promise<void> {
  const connection = connectionState.connections.find((existing) => existing.connectorId === connectorId)
  if (!connection) return
  const accounts = update.accounts?.map((account) => formatNamespaceAddress(connection.namespace, account))
  const accountsChanged = accounts !== undefined && accounts.join() !== connection.accounts.join()
  const chainChanged = update.chainId !== undefined && update.chainId !== connection.chainId
  if (!accountsChanged && !chainChanged) return
  if (accountsChanged) connection.accounts = accounts
  if (chainChanged) connection.chainId = update.chainId!
  if (getNamespaceConnection(connection.namespace)?.connectorId !== connectorId) return
  applyActiveConnection(connection)
  await afterActiveChange()
}
