import { connect, connectionState, disconnect, modalState, openModal } from '@agentry/modal-core'
import { CURATED_WALLETS } from '@agentry/modal-core/features'
import { createTestWallet } from '@agentry/test-utils'
import { beforeEach, describe, expect, it } from 'vitest'
import { announceWallet, TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { holdRequestAccounts } from '../testing/hold-request-accounts.js'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, deepQueryAll, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const ALPHA = {
  uuid: '0b7c1f3e-1111-4a6b-9d1e-000000000001',
  name: 'Alpha Wallet',
  rdns: 'dev.agentry.alpha',
  icon: TEST_ICON,
}
const BETA = {
  uuid: '0b7c1f3e-2222-4a6b-9d1e-000000000002',
  name: 'Beta Wallet',
  rdns: 'dev.agentry.beta',
  icon: TEST_ICON,
}

describe('Connect view', () => {
  let modal: AgentryModalElement
  const core = useCoreFixture()
  const { cleanups } = core

  beforeEach(() => {
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
  })

  const rows = () => deepQueryAll(modal, 'agentry-wallet-row')

  it('says so when no browser wallet is found and the app hides every curated wallet', async () => {
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl, wallets: { hide: CURATED_WALLETS.map((wallet) => wallet.id) } }))
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(deepText(modal)).toContain('No browser wallet found'))
    expect(rows()).toHaveLength(0)
  })

  it('offers email and social login with our own wallet host and no project id', async () => {
    // Port 9 on loopback: the frame is mounted only when the email is sent, and nothing listens there anyway.
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl, embeddedWallet: { hostUrl: 'http://127.0.0.1:9' } }))
    await openModal({ view: 'Connect' })
    // The form's element upgrades once its lazy chunk lands: then it has its email field.
    await waitFor(() => expect(deepQuery(modal, 'agentry-email-form')?.shadowRoot?.querySelector('input')).toBeTruthy())
    // Until the host's frame says which providers it has, the social buttons are placeholders
    // (views/social-buttons.test.ts posts its ready event).
    await waitFor(() =>
      expect(
        deepQuery(modal, 'agentry-social-buttons')?.shadowRoot?.querySelector('[part="socials-loading"]'),
      ).toBeTruthy(),
    )
  })

  it('offers no email login without a wallet host or a project id', async () => {
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(deepText(modal)).toContain('Connect Wallet'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(deepQuery(modal, 'agentry-email-form')).toBeFalsy()
    expect(deepQuery(modal, 'agentry-social-buttons')).toBeFalsy()
  })

  it('lists announced wallets in section order (recent before installed) and connects on click', async () => {
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), ALPHA))
    cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), BETA))
    // Beta was used before: it becomes a recent wallet, which the spec lists before installed ones.
    await connect({ connectorId: BETA.rdns })
    await disconnect()

    await openModal({ view: 'Connect' })
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(rows().map((row) => [row.getAttribute('name'), row.dataset.section, row.getAttribute('tag')])).toEqual([
      ['Beta Wallet', 'recent', 'Recent'],
      ['Alpha Wallet', 'injected', 'Installed'],
    ])
    expect(rows()[1]!.shadowRoot!.querySelector('img')?.getAttribute('src')).toBe(TEST_ICON)

    press(rows()[1]!)
    await waitFor(() => expect(connectionState.status).toBe('connected'))
    expect(connectionState.activeConnectorId).toBe(ALPHA.rdns)
  })

  it('shows the wallet row as loading with an accessible "Connecting…" while the wallet is asked', async () => {
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    const held = holdRequestAccounts(createTestWallet({ rpcUrl: core.rpcUrl }))
    cleanups.push(announceWallet(held.provider, ALPHA))
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(rows()).toHaveLength(1))

    press(rows()[0]!)
    await waitFor(() => expect(rows()[0]!.hasAttribute('loading')).toBe(true))
    expect(connectionState.status).toBe('connecting')
    const status = deepQuery(modal, '[role="status"]')!
    expect(status.textContent).toContain('Connecting to Alpha Wallet…')
    expect(rows()[0]!.shadowRoot!.querySelector('button')!.getAttribute('aria-busy')).toBe('true')
    expect(deepText(rows()[0]!)).toBe('Alpha Wallet Connecting…')

    held.release()
    await waitFor(() => expect(connectionState.status).toBe('connected'))
    await waitFor(() => expect(rows()[0]?.hasAttribute('loading') ?? false).toBe(false))
  })

  it('moves on to SIWXSignMessage when sign-in is required, without shaking', async () => {
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl, signIn: { required: true } }))
    cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), ALPHA))
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(rows()).toHaveLength(1))
    press(rows()[0]!)
    await waitFor(() => expect(deepQuery(modal, 'agentry-siwx-sign-message-view')).toBeDefined())
    expect(modalState.open).toBe(true)
    expect(modalState.shake).toBe(false)
    expect(modal.hasAttribute('shake')).toBe(false)
  })

  it('shows the failure inline and retries', async () => {
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    const wallet = createTestWallet({ rpcUrl: core.rpcUrl })
    wallet.flags.rejectConnect = true
    cleanups.push(announceWallet(wallet, ALPHA))
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(rows()).toHaveLength(1))

    press(rows()[0]!)
    await waitFor(() => expect(deepQuery(modal, 'agentry-inline-error')).toBeDefined())
    const error = deepQuery(modal, 'agentry-inline-error')!
    expect(error.shadowRoot!.querySelector('[role="alert"]')!.textContent).toContain('Connection request declined')
    expect(connectionState.status).toBe('disconnected')

    wallet.flags.rejectConnect = false
    error.shadowRoot!.querySelector('button')!.click()
    await waitFor(() => expect(connectionState.status).toBe('connected'))
    // Without a sign-in policy the Connect view's job ends with the connection: the modal closes.
    await waitFor(() => expect(modalState.open).toBe(false))
  })
})
