import {
  addConnector,
  connect,
  connectionState,
  createMockConnector,
  modalState,
  routerState,
} from '@agentry/modal-core'
import { ANVIL_ACCOUNTS, createTestWallet } from '@agentry/test-utils'
import { beforeEach, describe, expect, it } from 'vitest'
import { announceWallet, TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const WALLET = {
  uuid: '0b7c1f3e-7777-4a6b-9d1e-000000000007',
  name: 'Golf Wallet',
  rdns: 'dev.agentry.golf',
  icon: TEST_ICON,
}

describe('UnsupportedChain view', () => {
  let modal: AgentryModalElement
  const core = useCoreFixture()
  const { cleanups } = core

  beforeEach(() => {
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
    // The app offers only the local chain 1337.
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
  })

  const view = () => deepQuery(modal, 'agentry-unsupported-chain-view')!
  const localRow = () => deepQuery(view(), 'agentry-wallet-row[data-network-id="eip155:1337"]')!

  async function connectOnUnsupportedChain(connectorId: string): Promise<void> {
    await connect({ connectorId })
    await waitFor(() => expect(modalState.open && routerState.view === 'UnsupportedChain').toBe(true))
    await waitFor(() => expect(deepQuery(modal, 'agentry-unsupported-chain-view')).toBeDefined())
  }

  it('opens for a wallet on another chain, lists the offered networks, and switching leaves it', async () => {
    // A real EIP-1193 wallet that sits on chain 1 and can switch to 1337.
    const wallet = createTestWallet({ rpcUrl: core.rpcUrl, chainId: 1, knownChainIds: [1337] })
    cleanups.push(announceWallet(wallet, WALLET))
    await connectOnUnsupportedChain(WALLET.rdns)
    expect(modal.shadowRoot!.getElementById('agentry-modal-title')?.textContent?.trim()).toBe('Switch Network')
    expect(deepText(view())).toContain('Your wallet is on a network this app does not support.')
    expect(deepText(localRow())).toContain('Localhost')

    press(localRow())
    await waitFor(() => expect(wallet.chainId).toBe(1337))
    await waitFor(() => expect(modalState.open && routerState.view === 'UnsupportedChain').toBe(false))
  })

  it('says why a switch failed and keeps the choices', async () => {
    const connector = createMockConnector({
      accounts: [ANVIL_ACCOUNTS[0].address],
      chainId: 1,
      features: { switchChainErrorCode: 4001 },
    })
    addConnector(connector)
    await connectOnUnsupportedChain(connector.id)
    press(localRow())
    await waitFor(() => expect(deepQuery(view(), '[role="alert"]')).toBeDefined())
    expect(deepQuery(view(), '[role="alert"]')!.textContent?.trim()).toBe('Network switch declined')
    expect(routerState.view).toBe('UnsupportedChain')
    expect(localRow().hasAttribute('loading')).toBe(false)
  })

  it('disconnect is the other way out', async () => {
    const wallet = createTestWallet({ rpcUrl: core.rpcUrl, chainId: 1 })
    cleanups.push(announceWallet(wallet, WALLET))
    await connectOnUnsupportedChain(WALLET.rdns)
    press(deepQuery(view(), 'agentry-button[variant="neutral"]')!)
    await waitFor(() => expect(connectionState.status).toBe('disconnected'))
    await waitFor(() => expect(modalState.open).toBe(false))
  })
})
