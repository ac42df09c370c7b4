import { ALERTS } from '../alerts/alerts.js'
import { showAlert } from '../alerts/showAlert.js'
import { quantityToHex } from '../utils/hex.js'
import type { CaipNetwork } from '../caip/types.js'
import { getNamespaceConnection } from '../connection/connectionState.js'
import { updateConnection } from '../connection/updateConnection.js'
import { getConnector } from '../connectors/connectorsState.js'
import type { Eip1193Provider } from '../connectors/types.js'
import { ChainAdapterNotFoundError } from '../errors/adapterErrors.js'
import { ChainNotSupportedError, ChainSwitchNotSupportedError, NetworkNotFoundError } from '../errors/networkErrors.js'
import { UserRejectedError } from '../errors/providerErrors.js'
import { getRpcCode, toProviderError } from '../errors/toProviderError.js'
import { writeStorage } from '../storage/storage.js'
import { assertNetworkAllowed } from './assertNetworkAllowed.js'
import { chainState, getActiveChain } from './chainState.js'
import { findNetwork } from './findNetwork.js'
import { switchNamespace } from './switchNamespace.js'

/** Spec section 8: switch errors that mean "unknown chain, add it first". */
const ADD_CHAIN_CODES = new Set([4902, 5000, -32603, 32603])

function switchErrorCode(error: unknown): number | undefined {
  // Some wallets nest the real code (MetaMask mobile: data.originalError.code).
  const nested = (error as { data?: { originalError?: unknown } } | null)?.data?.originalError
  return getRpcCode(error) ?? getRpcCode(nested)
}

async function addChain(provider: Eip1193Provider, network: CaipNetwork, chainId: `0x${string}`): Promise<void> {
  const explorer = network.blockExplorers?.default.url
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: [...network.rpcUrls.default.http],
          ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
        },
      ],
    })
  } catch (error) {
    if (getRpcCode(error) === 4001) throw new UserRejectedError({ action: 'switchChain', cause: error })
    throw new ChainNotSupportedError({ cause: error })
  }
}

async function requestSwitch(provider: Eip1193Provider, chainId: `0x${string}`): Promise<void> {
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
}

/**
 * Makes `network` the active network. A network of another namespace only becomes active in state
 * (`switchNamespace`: no wallet is asked, the send form resets). Within the namespace, connected, the
 * wallet is asked through `wallet_switchEthereumChain` — only for a network it approved unless it can
 * switch freely — and when it does not know the chain (4902, 5000, -32603) the chain is added with
 * `wallet_addEthereumChain` and the switch retried. Not connected, only the state changes. The choice is
 * remembered in storage. An unknown network shows the 'Network Not Found' alert and throws.
 *
 * @throws NetworkNotFoundError | RpcCallNotAllowedError | UserRejectedError | ChainNotSupportedError | ChainSwitchNotSupportedError
 * @example
 * await switchNetwork(ethereumMainnet)
 */
export async function switchNetwork(network: CaipNetwork): Promise<void> {
  const target = findNetwork(network.caipNetworkId)
  if (!target) {
    // Spec section 5: switching to an unknown network raises the 'Network Not Found' alert.
    showAlert(ALERTS.networkNotFound)
    throw new NetworkNotFoundError({ id: network.caipNetworkId })
  }
  if (target.chainNamespace !== chainState.activeNamespace) return await switchNamespace(target)
  chainState.isSwitchingNamespace = false
  const connection = getNamespaceConnection(target.chainNamespace)
  if (!connection) {
    const { networkState } = getActiveChain()
    networkState.caipNetwork = target
    networkState.caipNetworkId = target.caipNetworkId
    writeStorage('activeNetworkId', target.caipNetworkId)
    return
  }
  assertNetworkAllowed(target.caipNetworkId)
  const connector = getConnector(connection.connectorId)
  if (target.chainNamespace !== 'eip155') {
    // Namespaces without a wallet-side chain switch (Solana) only check the wallet supports the network.
    if (!connector?.adapter) throw new ChainAdapterNotFoundError({ namespace: target.chainNamespace, details: `connector ${connection.connectorId}` })
    try {
      await connector.adapter.switchNetwork({ network: target })
    } catch (error) {
      throw toProviderError(error, 'switchNetwork', 'switchChain')
    }
    writeStorage('activeNetworkId', target.caipNetworkId)
    await updateConnection(connection.connectorId, { chainId: String(target.id) })
    return
  }
  const provider = connector?.provider
  if (!provider) throw new ChainSwitchNotSupportedError()
  const chainId = quantityToHex(Number(target.id))
  try {
    await requestSwitch(provider, chainId)
  } catch (error) {
    if (!ADD_CHAIN_CODES.has(switchErrorCode(error) ?? 0)) throw toProviderError(error, 'wallet_switchEthereumChain', 'switchChain')
    await addChain(provider, target, chainId)
    try {
      await requestSwitch(provider, chainId)
    } catch (retryError) {
      throw toProviderError(retryError, 'wallet_switchEthereumChain', 'switchChain')
    }
  }
  writeStorage('activeNetworkId', target.caipNetworkId)
  // Wallets usually emit chainChanged; applying here too covers those that do not (a no-op otherwise).
  await updateConnection(connection.connectorId, { chainId: Number(target.id) })
}
