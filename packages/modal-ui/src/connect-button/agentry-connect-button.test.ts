import { connect, modalState, routerState } from '@agentry/modal-core'
import { createTestWallet } from '@agentry/test-utils'
import { beforeEach, describe, expect, it } from 'vitest'
import { announceWallet, TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { useEnsFixture } from '../testing/ens-fixture.js'
import { deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'
import type { AgentryConnectButton } from './agentry-connect-button.js'

const WALLET = {
  uuid: '0b7c1f3e-6666-4a6b-9d1e-000000000006',
  name: 'Foxtrot Wallet',
  rdns: 'dev.agentry.foxtrot',
  icon: TEST_ICON,
}

describe('<agentry-connect-button>', () => {
  let button: AgentryConnectButton
  const core = useCoreFixture()
  const { cleanups } = core

  beforeEach(async () => {
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    button = document.createElement('agentry-connect-button')
    document.body.append(button)
    await button.updateComplete
  })

  it("reads 'Connect wallet' and opens the Connect view", async () => {
    expect(deepText(button)).toBe('Connect wallet')
    press(button)
    await waitFor(() => expect(modalState.open).toBe(true))
    expect(routerState.view).toBe('Connect')
  })

  it('shows the balance with exactly 3 decimals and the short address once connected, and opens Account', async () => {
    cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), WALLET))
    await connect({ connectorId: WALLET.rdns })
    await waitFor(() => expect(deepText(button)).toMatch(/^[\d,]+\.\d{3} ETH 0xf39F…2266$/))
    expect(button.hasAttribute('connected')).toBe(true)
    // WCAG 2.5.3: the accessible name starts with the visible text, so speech users can say what they see.
    const name = button.shadowRoot?.querySelector('button')?.getAttribute('aria-label') ?? ''
    expect(name.startsWith(deepText(button))).toBe(true)
    expect(name).toMatch(/, account$/)
    press(button)
    await waitFor(() => expect(modalState.open).toBe(true))
    expect(routerState.view).toBe('Account')
  })
})

describe('<agentry-connect-button> with a primary ENS name on chain (no project id)', () => {
  const core = useCoreFixture()
  const ens = useEnsFixture(core)

  it('shows the name and its avatar instead of the short address', async () => {
    core.cleanups.push(setUpCore({ rpcUrl: core.rpcUrl, ensUniversalResolver: ens.universalResolver }))
    const button = document.createElement('agentry-connect-button')
    document.body.append(button)
    core.cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), WALLET))
    await connect({ connectorId: WALLET.rdns })
    await waitFor(() => expect(deepText(button)).toMatch(/^[\d,]+\.\d{3} ETH alice\.eth$/))
    expect(button.shadowRoot?.querySelector('img.avatar')?.getAttribute('src')).toBe(ens.avatarUrl)
    expect(button.shadowRoot?.querySelector('button')?.getAttribute('aria-label')).toMatch(/alice\.eth, account$/)
  })
})
