import { resolveAccountType } from '../account/resolveAccountType.js'
import { checksumAddress } from '../utils/checksumAddress.js'
import type { CaipAddress } from '../caip/types.js'
import { chainState } from '../chain/chainState.js'
import { findNetwork } from '../chain/findNetwork.js'
import { getConnector } from '../connectors/connectorsState.js'
import { getActiveConnection } from './connectionState.js'

/**
 * Copies the active connection into the eip155 chain state: address, CAIP address, network, accounts
 * and wallet info. The balance is dropped when the address or chain changed (it is refetched after).
 */
export function applyActiveConnection(): void {
  const connection = getActiveConnection()
  const rawAddress = connection?.accounts[0]
  if (!connection || !rawAddress) return
  const { accountState, networkState } = chainState.chains.eip155
  const address = checksumAddress(rawAddress)
  const network = findNetwork(connection.chainId)
  const caipAddress: CaipAddress = `eip155:${connection.chainId}:${address}`
  if (accountState.caipAddress !== caipAddress) {
    accountState.balance = undefined
    accountState.balanceSymbol = undefined
    accountState.balanceError = undefined
  }
  networkState.caipNetwork = network
  networkState.caipNetworkId = `eip155:${connection.chainId}`
  if (!networkState.approvedNetworkIds.includes(networkState.caipNetworkId)) {
    networkState.approvedNetworkIds.push(networkState.caipNetworkId)
  }
  const explorer = network?.blockExplorers?.default.url
  const connector = getConnector(connection.connectorId)
  const type = resolveAccountType({ namespace: 'eip155', chainId: connection.chainId, connectorType: connector?.type })
  if (chainState.activeNamespace === 'eip155') chainState.isSwitchingNamespace = false
  Object.assign(accountState, {
    address,
    caipAddress,
    status: connection.status,
    addressExplorerUrl: explorer ? `${explorer}/address/${address}` : undefined,
    allAccounts: connection.accounts.map((account) => ({ namespace: 'eip155', address: checksumAddress(account), type })),
    preferredAccountType: type,
    connectedWalletInfo: connector
      ? { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns }
      : undefined,
  })
}
