import { initModal, localDevChain, openModal } from '@agentry/modal-core'
import { waitFor } from '@agentry/test-utils/wait'
import { FRAME_READY, getEmbeddedWallet, unmountEmbeddedWallet } from '@agentry/modal-core/frame'
import { beforeEach, describe, expect, it } from 'vitest'
import '../register.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery } from '../testing/dom.js'

// Port 9 (discard) on loopback: the frame never loads; the test posts its ready event, with the origin and
// source the frame transport checks. The host's real frame is driven in Chromium by
// e2e/tests/walletHostSocial.spec.ts.
const HOST = 'http://127.0.0.1:9'

describe('the social buttons with our own wallet host', () => {
  let modal: AgentryModalElement
  const core = useCoreFixture()
  const { cleanups } = core

  beforeEach(() => {
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
    // Each test mounts its own frame, so each gets its own ready event.
    cleanups.push(unmountEmbeddedWallet)
  })

  const buttons = () => deepQuery(modal, 'agentry-social-buttons')?.shadowRoot
  const shown = () =>
    [...(buttons()?.querySelectorAll('[data-social]') ?? [])].map((button) => button.getAttribute('data-social'))
  const frameSays = (payload: unknown) =>
    window.dispatchEvent(
      Object.assign(new Event('message'), {
        data: { type: FRAME_READY, payload },
        origin: HOST,
        source: getEmbeddedWallet()!.iframe.contentWindow,
      }),
    )

  it('shows placeholders, not buttons, until the frame is ready; then only the providers the host has', async () => {
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl, embeddedWallet: { hostUrl: HOST } }))
    initModal({
      networks: [localDevChain],
      embeddedWallet: { hostUrl: HOST },
      features: { socials: ['google', 'x', 'github', 'discord'] },
    })
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(buttons()?.querySelector('[part="socials-loading"]')).toBeTruthy())
    expect(buttons()!.querySelectorAll('.placeholder')).toHaveLength(4)
    expect(shown()).toEqual([])
    // The buttons mounted the frame, so its ready event can come.
    expect(getEmbeddedWallet()).toBeTruthy()
    frameSays({ version: 1, socialProviders: ['github', 'google', 'apple'] })
    await waitFor(() => expect(shown()).toEqual(['google', 'github']))
    expect(buttons()!.querySelector('[part="socials-loading"]')).toBeNull()
  })

  it('shows no social button when the host has no provider', async () => {
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl, embeddedWallet: { hostUrl: HOST } }))
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(buttons()?.querySelector('[part="socials-loading"]')).toBeTruthy())
    frameSays({ version: 1, socialProviders: [] })
    await waitFor(() => expect(buttons()?.querySelector('[part="socials-loading"]')).toBeNull())
    expect(shown()).toEqual([])
    expect(buttons()!.querySelector('[role="group"]')).toBeNull()
  })
})
