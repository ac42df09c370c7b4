// @vitest-environment happy-dom
import { TEST_WALLET_INFO } from '@agentry/test-utils'
import { describe, expect, test } from 'vitest'
import { chainState } from '../chain/chainState.js'
import { isUnsupportedChain } from '../chain/isUnsupportedChain.js'
import { connect } from './connect.js'
import { initModal } from './initModal.js'
import { optionsState } from '../options/optionsState.js'
import { goBack } from './goBack.js'
import { routerState } from '../router/routerState.js'
import { settleBackgroundWork } from '../utils/background.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { modalState } from '../modal/modalState.js'

const OP_CHAIN_ID = 10

const fixture = useWalletFixture({ wallet: { knownChainIds: [OP_CHAIN_ID] } })

/** The user picks another chain inside the wallet (not through the modal). */
async function walletSwitchesTo(chainId: number): Promise<void> {
  await fixture.wallet.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: `0x${chainId.toString(16)}` }],
  })
  await settleBackgroundWork()
}

describe('UnsupportedChain', () => {
  test('a wallet that moves to a chain outside the configured networks opens UnsupportedChain', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await settleBackgroundWork()
    expect(modalState.open).toBe(false)
    await walletSwitchesTo(OP_CHAIN_ID)
    expect(chainState.chains.eip155.networkState).toMatchObject({ caipNetwork: undefined, caipNetworkId: 'eip155:10' })
    expect(isUnsupportedChain()).toBe(true)
    expect(modalState.open).toBe(true)
    expect(routerState.view).toBe('UnsupportedChain')
  })

  test('connecting while the wallet is on an unknown chain opens it', async () => {
    await walletSwitchesTo(OP_CHAIN_ID)
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await settleBackgroundWork()
    expect(routerState.view).toBe('UnsupportedChain')
    expect(modalState.open).toBe(true)
  })

  test.each([
    ['unsupported chains are allowed', { allowUnsupportedChain: true }],
    ['network switching is disabled', { enableNetworkSwitch: false }],
  ])('not when %s', async (_, options) => {
    initModal({ networks: [...optionsState.networks], ...options })
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await walletSwitchesTo(OP_CHAIN_ID)
    expect(chainState.chains.eip155.networkState.caipNetworkId).toBe('eip155:10')
    expect(isUnsupportedChain()).toBe(false)
    expect(modalState.open).toBe(false)
  })

  test('going back from it closes the modal (history contains UnsupportedChain)', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await walletSwitchesTo(OP_CHAIN_ID)
    goBack()
    expect(modalState.open).toBe(false)
  })

  test('back on a configured network, the view closes by itself', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await walletSwitchesTo(OP_CHAIN_ID)
    await walletSwitchesTo(1337)
    expect(isUnsupportedChain()).toBe(false)
    expect(modalState.open).toBe(false)
  })
})
