// @vitest-environment happy-dom
import { TEST_WALLET_INFO } from '@agentry/test-utils'
import { describe, expect, test } from 'vitest'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { closeModal } from './closeModal.js'
import { modalState } from '../modal/modalState.js'
import { openModal } from './openModal.js'
import { ethereumMainnet } from '../networks/ethereumMainnet.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { initModal } from './initModal.js'
import { routerState } from '../router/routerState.js'
import { sendState } from '../send/sendState.js'
import { solanaOne, solanaTwo } from '../test/solanaTestNetworks.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { settleBackgroundWork } from '../utils/background.js'
import { chainState, getActiveChain } from '../chain/chainState.js'
import { getNetwork } from '../chain/findNetwork.js'
import { getActiveNetwork } from '../chain/getActiveNetwork.js'
import { switchNetwork } from './switchNetwork.js'

const fixture = useWalletFixture({
  modal: (rpcUrl) => ({
    networks: [
      createLocalDevChain({ rpcUrl }),
      { ...ethereumMainnet, rpcUrls: { default: { http: [rpcUrl] } } },
      solanaOne,
      solanaTwo,
    ],
  }),
  wallet: { knownChainIds: [10] },
})

const stored = () => JSON.parse(localStorage.getItem('@agentry/activeNetworkId') ?? 'null') as { value: string } | null

describe('networks per namespace', () => {
  test('each configured namespace gets its own network state; the first network decides the active one', () => {
    expect(chainState.activeNamespace).toBe('eip155')
    expect(chainState.chains.eip155.networkState).toMatchObject({
      caipNetworkId: 'eip155:1337',
      requestedNetworkIds: ['eip155:1337', 'eip155:1'],
    })
    expect(chainState.chains.solana?.networkState).toMatchObject({
      caipNetworkId: solanaOne.caipNetworkId,
      requestedNetworkIds: [solanaOne.caipNetworkId, solanaTwo.caipNetworkId],
    })
    expect(chainState.chains.bip122).toBeUndefined()
  })

  test('defaultNetwork of another namespace makes that namespace active; a stored network wins over it', () => {
    initModal({
      networks: [createLocalDevChain({ rpcUrl: fixture.rpcUrl }), solanaOne, solanaTwo],
      defaultNetwork: solanaTwo,
    })
    expect(chainState.activeNamespace).toBe('solana')
    expect(getActiveNetwork()?.caipNetworkId).toBe(solanaTwo.caipNetworkId)
    expect(chainState.chains.eip155.networkState.caipNetworkId).toBe('eip155:1337')
    localStorage.setItem('@agentry/activeNetworkId', JSON.stringify({ version: 1, value: 'eip155:1337' }))
    initModal({
      networks: [createLocalDevChain({ rpcUrl: fixture.rpcUrl }), solanaOne, solanaTwo],
      defaultNetwork: solanaTwo,
    })
    expect(chainState.activeNamespace).toBe('eip155')
    expect(chainState.chains.solana?.networkState.caipNetworkId).toBe(solanaTwo.caipNetworkId)
  })

  test('a namespace that is no longer configured goes away', () => {
    initModal({ networks: [createLocalDevChain({ rpcUrl: fixture.rpcUrl })] })
    expect(chainState.chains.solana).toBeUndefined()
    expect(chainState.activeNamespace).toBe('eip155')
  })
})

describe('switching across namespaces', () => {
  test('only the active network is set: no wallet is asked, the switch is marked and the send form reset', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await settleBackgroundWork()
    sendState.receiverAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    sendState.sendTokenAmount = '1.5'
    await switchNetwork(solanaTwo)
    expect(chainState.activeNamespace).toBe('solana')
    expect(chainState.isSwitchingNamespace).toBe(true)
    expect(getActiveNetwork()?.caipNetworkId).toBe(solanaTwo.caipNetworkId)
    expect(sendState).toMatchObject({ receiverAddress: undefined, sendTokenAmount: undefined })
    expect(stored()?.value).toBe(solanaTwo.caipNetworkId)
    // The EVM wallet and its state did not move.
    expect(fixture.wallet.chainId).toBe(1337)
    expect(chainState.chains.eip155.networkState.caipNetworkId).toBe('eip155:1337')
    expect(chainState.chains.eip155.accountState.address).toBe(fixture.wallet.address)
  })

  test('back in the namespace, a switch goes through the wallet again and ends the namespace switch', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await switchNetwork(solanaOne)
    await switchNetwork(getNetwork('eip155:1337'))
    expect(chainState.activeNamespace).toBe('eip155')
    await switchNetwork(getNetwork('eip155:1'))
    expect(chainState.isSwitchingNamespace).toBe(false)
    expect(fixture.wallet.chainId).toBe(1)
    expect(getActiveChain().accountState.caipAddress).toMatch(/^eip155:1:0x/)
  })

  test('a connected wallet of the target namespace on a chain the app refuses opens UnsupportedChain', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await switchNetwork(solanaOne)
    await fixture.wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    await settleBackgroundWork()
    // The chain change arrived while Solana was active: nothing to refuse there.
    expect(routerState.view).not.toBe('UnsupportedChain')
    await switchNetwork(getNetwork('eip155:1'))
    expect(chainState.activeNamespace).toBe('eip155')
    expect(chainState.chains.eip155.networkState.caipNetworkId).toBe('eip155:10')
    expect(modalState.open).toBe(true)
    expect(routerState.view).toBe('UnsupportedChain')
  })

  test('closing the modal ends a namespace switch', async () => {
    await switchNetwork(solanaOne)
    await openModal()
    expect(routerState.view).toBe('Connect')
    expect(closeModal()).toBe(true)
    expect(chainState.isSwitchingNamespace).toBe(false)
    expect(chainState.activeNamespace).toBe('solana')
  })

  test('disconnect clears the send form', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    sendState.receiverAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await disconnect()
    expect(sendState.receiverAddress).toBeUndefined()
  })
})
