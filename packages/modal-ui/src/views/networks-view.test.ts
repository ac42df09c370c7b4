import {
  connect,
  createLocalDevChain,
  initModal,
  openModal,
  routerState,
  watchInjectedConnectors,
  chainState,
  type CaipNetwork,
} from '@agentry/modal-core'
import { createTestWallet, startAnvil, type Anvil } from '@agentry/test-utils'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { announceWallet, TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import { bundledNetworkIcon } from '../icons/network-icons.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, deepQueryAll, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const WALLET = {
  uuid: '0b7c1f3e-5555-4a6b-9d1e-000000000005',
  name: 'Epsilon Wallet',
  rdns: 'dev.agentry.epsilon',
  icon: TEST_ICON,
}

describe('Networks view', () => {
  let modal: AgentryModalElement
  let second: Anvil
  const core = useCoreFixture()
  let wallet: ReturnType<typeof createTestWallet>
  let other: CaipNetwork

  beforeAll(async () => {
    second = await startAnvil({ chainId: 31337 })
  })
  afterAll(async () => {
    await second.stop()
  })

  beforeEach(async () => {
    other = {
      ...createLocalDevChain({ rpcUrl: second.rpcUrl }),
      id: 31337,
      name: 'Second Chain',
      caipNetworkId: 'eip155:31337',
    }
    initModal({ networks: [createLocalDevChain({ rpcUrl: core.rpcUrl }), other] })
    core.cleanups.push(watchInjectedConnectors())
    wallet = createTestWallet({ rpcUrl: core.rpcUrl, knownChainIds: [31337] })
    core.cleanups.push(announceWallet(wallet, WALLET))
    await connect({ connectorId: WALLET.rdns })
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
    await openModal()
    await waitFor(() => expect(deepQuery(modal, 'agentry-account-view')).toBeDefined())
  })

  it('from the Account view: the current network marked; choosing another switches the wallet and goes back', async () => {
    press(deepQuery(modal, 'agentry-account-view')!.shadowRoot!.querySelector('[data-action="networks"]')!)
    await waitFor(() => expect(deepQueryAll(modal, 'agentry-wallet-row')).toHaveLength(2))
    const rows = deepQueryAll(modal, 'agentry-wallet-row')
    expect(rows.map((row) => [row.getAttribute('name'), row.getAttribute('tag')])).toEqual([
      ['Localhost', 'Current'],
      ['Second Chain', null],
    ])
    // Each row has its bundled icon: ours for the local chain, a monogram for a network we do not know.
    expect(rows.map((row) => row.getAttribute('image-url'))).toEqual([
      bundledNetworkIcon({ caipNetworkId: 'eip155:1337', name: 'Localhost', testnet: true }),
      bundledNetworkIcon({ caipNetworkId: 'eip155:31337', name: 'Second Chain', testnet: true }),
    ])
    expect(decodeURIComponent(rows[1]!.getAttribute('image-url')!)).toContain('>S</text>')
    press(rows[1]!)
    await waitFor(() => expect(routerState.view).toBe('Account'))
    expect(chainState.chains.eip155.networkState.caipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('a refused switch stays with its message', async () => {
    wallet.flags.rejectSwitch = true
    press(deepQuery(modal, 'agentry-account-view')!.shadowRoot!.querySelector('[data-action="networks"]')!)
    await waitFor(() => expect(deepQueryAll(modal, 'agentry-wallet-row')).toHaveLength(2))
    press(deepQueryAll(modal, 'agentry-wallet-row')[1]!)
    await waitFor(() => expect(deepText(modal)).toMatch(/declined|rejected/i))
    expect(routerState.view).toBe('Networks')
  })
})
