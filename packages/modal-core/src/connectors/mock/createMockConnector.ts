import type { Connector } from '../types.js'
import { createMockProvider, type MockConnectorFeatures, type MockProvider } from './createMockProvider.js'

export type CreateMockConnectorParameters = {
  /** The accounts the wallet exposes, first one active. */
  accounts: readonly [string, ...string[]]
  /** The chain the wallet starts on. */
  chainId: number
  /** Default 'mock'. */
  id?: string
  /** Default 'Mock Connector'. */
  name?: string
  /** Read on every request, so a test may flip a flag after connecting. */
  features?: MockConnectorFeatures
}

export type CreateMockConnectorReturnType = Connector & { provider: MockProvider }

/**
 * A connector with an in-memory EIP-1193 wallet, for tests and demos without a browser wallet.
 * `features` inject the failures a real wallet produces: a declined connection, a declined signature,
 * a chain switch error code (4902, 5000 or -32603 lead modal-core to add the chain and retry). It signs
 * nothing: signing flows need a real signer such as `@agentry/test-utils`' test wallet.
 *
 * @example
 * addConnector(createMockConnector({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], chainId: 1337 }))
 * await connect({ connectorId: 'mock' })
 */
export function createMockConnector({
  accounts,
  chainId,
  id = 'mock',
  name = 'Mock Connector',
  features,
}: CreateMockConnectorParameters): CreateMockConnectorReturnType {
  const provider = createMockProvider({ accounts, chainId, features })
  return {
    id,
    name,
    type: 'EXTERNAL',
    chain: 'eip155',
    provider,
    disconnect: async () => provider.disconnect(),
  }
}
