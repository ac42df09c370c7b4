import { resolveAccountType } from '../account/resolveAccountType.js'
import { formatNamespaceAddress } from '../adapters/namespaces.js'
import type { CaipAddress, CaipNetworkId } from '../caip/types.js'
import { chainState } from '../chain/chainState.js'
import { ensureChainState } from '../chain/ensureChainState.js'
import { findNetwork } from '../chain/findNetwork.js'
import { getConnector } from '../connectors/connectorsState.js'
import { getActiveConnection, type Connection } from './connectionState.js'

/**
 * Copies a connection (the active one by default) into its namespace's chain state: address, CAIP address, network,
 * accounts, account type and wallet info. The balance is dropped when the address or chain changed
 * (it is refetched after). Addresses take the namespace's form (EVM: checksummed; others: the wallet's).
 */
export function applyActiveConnection(connection: Connection | undefined = getActiveConnection()): void {
  const rawAddress = connection?.accounts[0]
  if (!connection || !rawAddress) return
  const { namespace } = connection
  const { accountState, networkState } = ensureChainState(namespace)
  const normalise = (value: string) => formatNamespaceAddress(namespace, value)
  const address = normalise(rawAddress)
  const caipNetworkId: CaipNetworkId = `${namespace}:${connection.chainId}`
  const network = findNetwork(caipNetworkId)
  const caipAddress: CaipAddress = `${caipNetworkId}:${address}`
  if (accountState.caipAddress !== caipAddress) {
    accountState.balance = undefined
    accountState.balanceSymbol = undefined
    accountState.balanceError = undefined
  }
  networkState.caipNetwork = network
  networkState.caipNetworkId = caipNetworkId
  if (!networkState.approvedNetworkIds.includes(caipNetworkId)) networkState.approvedNetworkIds.push(caipNetworkId)
  const explorer = network?.blockExplorers?.default.url
  const connector = getConnector(connection.connectorId)
  const type = resolveAccountType({ namespace, chainId: connection.chainId, connectorType: connector?.type })
  if (chainState.activeNamespace === namespace) chainState.isSwitchingNamespace = false
  Object.assign(accountState, {
    address,
    caipAddress,
    status: connection.status,
    addressExplorerUrl: explorer ? `${explorer}/address/${address}` : undefined,
    allAccounts: connection.accounts.map((account) => ({ namespace, address: normalise(account), type })),
    preferredAccountType: type,
    connectedWalletInfo: connector
      ? { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns }
      : undefined,
  })
}
