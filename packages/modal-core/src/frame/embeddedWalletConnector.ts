import { addConnector } from '../connectors/connectorsState.js'
import { createEmbeddedWalletProvider } from './createEmbeddedWalletProvider.js'
import type { MountedEmbeddedWallet } from './mountEmbeddedWallet.js'

import { EMBEDDED_WALLET_CONNECTOR_ID } from './embeddedWalletConnectorId.js'

export { EMBEDDED_WALLET_CONNECTOR_ID }

/**
 * Registers the embedded wallet's frame as a connector (type AUTH, eip155), as any wallet is; disconnecting
 * signs the frame out. A connector already registered for this frame is kept.
 *
 * @example
 * addEmbeddedWalletConnector(getEmbeddedWallet()!)
 * await connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
 */
export function addEmbeddedWalletConnector(wallet: MountedEmbeddedWallet): void {
  addConnector({
    id: EMBEDDED_WALLET_CONNECTOR_ID,
    name: 'Email',
    type: 'AUTH',
    chain: 'eip155',
    provider: createEmbeddedWalletProvider(wallet.client),
    disconnect: () => wallet.client.signOut(),
  })
}
