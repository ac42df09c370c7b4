import { initModal, localDevChain, openModal } from '@agentry/modal-core'
import { getEmbeddedWallet } from '@agentry/modal-core/frame'
import { beforeEach, describe, expect, it } from 'vitest'
import '../register.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

// Port 9 (discard) on loopback: the frame never loads and nothing leaves the machine. The frame's own
// passkey panel, placed over the view in a real layout, is driven in Chromium by
// e2e/tests/walletHostPasskeyModal.spec.ts.
const OFF = 'http://127.0.0.1:9'

describe('the passkey entry on the Connect view', () => {
  let modal: AgentryModalElement
  const core = useCoreFixture()
  const { cleanups } = core

  beforeEach(() => {
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
  })

  const entry = () => deepQuery(modal, 'agentry-passkey-login')

  it('is offered with our own wallet host; it opens a place for the frame’s panel, and closes again', async () => {
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl, embeddedWallet: { hostUrl: OFF } }))
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(entry()?.shadowRoot?.querySelector('[data-action="passkey"]')).toBeTruthy())
    expect(deepText(entry()!)).toContain('Continue with passkey')
    press(entry()!.shadowRoot!.querySelector('[data-action="passkey"]')!)
    await waitFor(() => expect(entry()?.shadowRoot?.querySelector('[part="passkey-panel"]')).toBeTruthy())
    const panel = entry()!.shadowRoot!.querySelector<HTMLElement>('[part="passkey-panel"]')!
    expect([panel.getAttribute('tabindex'), panel.getAttribute('aria-label')]).toEqual(['0', 'Continue with passkey'])
    expect(deepText(entry()!)).toContain('Use your passkey in the wallet’s panel below.')
    // The frame that shows the panel may use WebAuthn for the host's origin.
    expect(getEmbeddedWallet()?.iframe.getAttribute('allow')).toBe(
      `publickey-credentials-get ${OFF}; publickey-credentials-create ${OFF}`,
    )
    press(entry()!.shadowRoot!.querySelector('[data-action="passkey-cancel"]')!)
    await waitFor(() => expect(entry()?.shadowRoot?.querySelector('[data-action="passkey"]')).toBeTruthy())
    expect(getEmbeddedWallet()?.iframe.style.width).toBe('0px')
  })

  it('is not offered with the vendor’s frame (a project id and no host): it has no passkey panel', async () => {
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    initModal({
      networks: [localDevChain],
      projectId: 'project-1',
      serviceUrls: { embeddedWallet: `${OFF}/frame`, blockchainApi: OFF, walletDirectory: OFF, analytics: OFF },
    })
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(deepQuery(modal, 'agentry-email-form')?.shadowRoot?.querySelector('input')).toBeTruthy())
    expect(entry()).toBeFalsy()
    expect(deepText(modal)).not.toContain('Continue with passkey')
  })

  it('is not offered without a wallet host or a project id', async () => {
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(deepText(modal)).toContain('Connect Wallet'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(entry()).toBeFalsy()
  })
})
