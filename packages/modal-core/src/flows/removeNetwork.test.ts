// @vitest-environment happy-dom
import { TEST_WALLET_INFO } from '@agentry/test-utils'
import { describe, expect, test } from 'vitest'
import { connect } from './connect.js'
import { addConnector } from '../connectors/connectorsState.js'
import { createMockConnector } from '../connectors/mock/createMockConnector.js'
import { UserRejectedError } from '../errors/providerErrors.js'
import { modalState } from '../modal/modalState.js'
import { optionsState } from '../options/optionsState.js'
import { routerState } from '../router/routerState.js'
import { solanaOne, solanaTwo } from '../test/solanaTestNetworks.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { chainState } from '../chain/chainState.js'
import { getActiveNetwork } from '../chain/getActiveNetwork.js'
import { removeNetwork } from './removeNetwork.js'

const fixture = useWalletFixture({
  modal: (rpcUrl) => ({
    networks: [
      { ...solanaOne },
      { ...solanaTwo },
      ...[1337, 1].map((id) => ({
        id,
        name: `Chain ${id}`,
        chainNamespace: 'eip155' as const,
        caipNetworkId: `eip155:${id}` as const,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      })),
    ],
    defaultNetwork: undefined,
  }),
})

describe('removeNetwork', () => {
  test('an unknown id: Network with ID … not found', async () => {
    await expect(removeNetwork('eip155:10')).rejects.toThrowErrorMatchingInlineSnapshot(
      `[NetworkNotFoundError: Network with ID eip155:10 not found]`,
    )
  })

  test('the last network of a namespace cannot go, whatever other namespaces hold', async () => {
    await removeNetwork('eip155:1')
    await expect(removeNetwork('eip155:1337')).rejects.toThrowErrorMatchingInlineSnapshot(
      `[LastNetworkRemovalError: Cannot remove last network for a namespace]`,
    )
    expect(optionsState.networks.map((network) => network.caipNetworkId)).toEqual([
      solanaOne.caipNetworkId,
      solanaTwo.caipNetworkId,
      'eip155:1337',
    ])
  })

  test('a network that is not current leaves the active one alone and the requested list shrinks', async () => {
    chainState.activeNamespace = 'eip155'
    await removeNetwork(solanaTwo.caipNetworkId)
    expect(chainState.chains.solana?.networkState).toMatchObject({
      caipNetworkId: solanaOne.caipNetworkId,
      requestedNetworkIds: [solanaOne.caipNetworkId],
    })
  })

  test('removing the current network of a namespace makes its first remaining network current', async () => {
    expect(chainState.activeNamespace).toBe('solana')
    await removeNetwork(solanaOne.caipNetworkId)
    expect(getActiveNetwork()?.caipNetworkId).toBe(solanaTwo.caipNetworkId)
    expect(chainState.chains.eip155.networkState.caipNetworkId).toBe('eip155:1337')
  })

  test('connected on the removed network, the wallet is switched to the first remaining one', async () => {
    chainState.activeNamespace = 'eip155'
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await removeNetwork('eip155:1337')
    expect(fixture.wallet.chainId).toBe(1)
    expect(getActiveNetwork()?.caipNetworkId).toBe('eip155:1')
  })

  test('a wallet that refuses to leave the removed network ends on UnsupportedChain and the refusal is thrown', async () => {
    chainState.activeNamespace = 'eip155'
    addConnector(
      createMockConnector({
        accounts: [fixture.wallet.address],
        chainId: 1337,
        features: { switchChainErrorCode: 4001 },
      }),
    )
    await connect({ connectorId: 'mock' })
    await expect(removeNetwork('eip155:1337')).rejects.toBeInstanceOf(UserRejectedError)
    expect(chainState.chains.eip155.networkState).toMatchObject({
      caipNetwork: undefined,
      caipNetworkId: 'eip155:1337',
    })
    expect(modalState.open).toBe(true)
    expect(routerState.view).toBe('UnsupportedChain')
  })
})
