import { connectionState, connectorsState, modalState, openModal, pushView, routerState } from '@agentry/modal-core'
import { createTestWallet } from '@agentry/test-utils'
import { beforeEach, describe, expect, it } from 'vitest'
import { announceWallet, TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { holdRequestAccounts } from '../testing/hold-request-accounts.js'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const ALPHA = {
  uuid: '0b7c1f3e-1111-4a6b-9d1e-0000000000b1',
  name: 'Alpha Wallet',
  rdns: 'dev.agentry.alpha',
  icon: TEST_ICON,
}

describe('ConnectingExternal view', () => {
  let modal: AgentryModalElement
  const core = useCoreFixture()

  beforeEach(() => {
    core.cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
  })

  const openFor = async () => {
    await waitFor(() =>
      expect(connectorsState.connectors.find((connector) => connector.id === ALPHA.rdns)).toBeDefined(),
    )
    await openModal({ view: 'Connect' })
    pushView('ConnectingExternal', {
      connector: connectorsState.connectors.find((connector) => connector.id === ALPHA.rdns)!,
    })
  }

  it('asks the wallet as it opens, says where to look, and closes the modal once connected', async () => {
    const held = holdRequestAccounts(createTestWallet({ rpcUrl: core.rpcUrl }))
    core.cleanups.push(announceWallet(held.provider, ALPHA))
    await openFor()
    await waitFor(() => expect(deepText(modal)).toContain('Continue in Alpha Wallet'))
    expect(deepText(modal)).toContain('Accept the connection request in your wallet.')
    expect(
      deepQuery(modal, 'agentry-connecting-external-view')!.shadowRoot!.querySelector('[role="status"]')!.textContent,
    ).toContain('Connecting to Alpha Wallet…')
    // The header (which labels the dialog) names the wallet.
    expect(modal.shadowRoot!.querySelector('#agentry-modal-title')!.textContent!.trim()).toBe('Alpha Wallet')
    held.release()
    await waitFor(() => expect(connectionState.status).toBe('connected'))
    await waitFor(() => expect(modalState.open).toBe(false))
  })

  it('a refusal shows the message and "Try again", which asks once more and connects', async () => {
    const wallet = createTestWallet({ rpcUrl: core.rpcUrl })
    wallet.flags.rejectConnect = true
    core.cleanups.push(announceWallet(wallet, ALPHA))
    await openFor()
    await waitFor(() => expect(deepText(modal)).toContain('Could not connect to Alpha Wallet'))
    expect(deepText(modal)).toContain('Connection request declined')
    expect(routerState.view).toBe('ConnectingExternal')
    wallet.flags.rejectConnect = false
    press(deepQuery(modal, 'agentry-button[data-action="retry"]')!)
    await waitFor(() => expect(connectionState.status).toBe('connected'))
  })

  it('opened without a wallet, it says to go back and pick one', async () => {
    await openModal({ view: 'Connect' })
    pushView('ConnectingExternal')
    await waitFor(() => expect(deepText(modal)).toContain('No wallet was chosen. Go back and pick one.'))
  })
})
