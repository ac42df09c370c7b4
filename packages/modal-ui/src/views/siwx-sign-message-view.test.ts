import { connect, modalState, routerState, SHAKE_DURATION_MS, siwxState } from '@agentry/modal-core'
import { createTestWallet, type TestWallet } from '@agentry/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { announceWallet, TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const WALLET = {
  uuid: '0b7c1f3e-4444-4a6b-9d1e-000000000004',
  name: 'Delta Wallet',
  rdns: 'dev.agentry.delta',
  icon: TEST_ICON,
}

describe('SIWXSignMessage view', () => {
  let modal: AgentryModalElement
  let wallet: TestWallet
  const core = useCoreFixture()
  const { cleanups } = core

  beforeEach(async () => {
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl, signIn: { required: true } }))
    wallet = createTestWallet({ rpcUrl: core.rpcUrl })
    cleanups.push(announceWallet(wallet, WALLET))
    await connect({ connectorId: WALLET.rdns })
    // The core's sign-in policy opens the view itself after the connection.
    await waitFor(() => expect(modalState.open && routerState.view === 'SIWXSignMessage').toBe(true))
    await waitFor(() => expect(deepQuery(modal, 'agentry-siwx-sign-message-view')).toBeDefined())
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const view = () => deepQuery(modal, 'agentry-siwx-sign-message-view')!
  const signButton = () => deepQuery(view(), 'agentry-button[variant="accent"]')!

  it('explains the sign-in with the statement', () => {
    expect(deepText(view())).toContain('Please sign with your account')
    expect(modal.shadowRoot!.getElementById('agentry-modal-title')?.textContent?.trim()).toBe('Sign In')
  })

  it("shows 'Signature declined' after the wallet answers 4001, with Sign available again", async () => {
    wallet.flags.rejectSignature = true
    press(signButton())
    await waitFor(() => expect(deepText(view())).toContain('Signature declined'))
    expect(siwxState.status).toBe('error')
    const sign = signButton()
    expect(sign.hasAttribute('loading')).toBe(false)
    expect(sign.shadowRoot!.querySelector('button')!.disabled).toBe(false)
    expect(deepQuery(view(), '[role="alert"]')?.textContent).toContain('Signature declined')
  })

  it('signs in and the modal closes', async () => {
    press(signButton())
    await waitFor(() => expect(siwxState.session?.address).toBe(wallet.address))
    await waitFor(() => expect(modalState.open).toBe(false))
  })

  it('refuses to close while sign-in is required: the card shakes for 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const close = modal.shadowRoot!.querySelector('agentry-icon-button[icon="close"]')!
    press(close)
    expect(modalState.open).toBe(true)
    await modal.updateComplete
    expect(modal.hasAttribute('shake')).toBe(true)
    vi.advanceTimersByTime(SHAKE_DURATION_MS)
    await Promise.resolve()
    await modal.updateComplete
    expect(modal.hasAttribute('shake')).toBe(false)
  })

  it('Cancel disconnects when sign-in is required', async () => {
    press(deepQuery(view(), 'agentry-button:not([variant="accent"])')!)
    await waitFor(() => expect(modalState.open).toBe(false))
  })
})
