import { modalState, pendingRequestsState, requestApproval, routerState } from '@agentry/modal-core'
import { beforeEach, describe, expect, it } from 'vitest'
import '../register.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

describe('ApproveTransaction view', () => {
  let modal: AgentryModalElement
  const core = useCoreFixture()
  const { cleanups } = core

  beforeEach(() => {
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
  })

  const view = () => deepQuery(modal, 'agentry-approve-transaction-view')!
  const button = (variant: 'accent' | 'neutral') => deepQuery(view(), `agentry-button[variant="${variant}"]`)!
  const shown = async () => {
    await waitFor(() => expect(modalState.open && routerState.view === 'ApproveTransaction').toBe(true))
    await waitFor(() => expect(deepQuery(modal, 'agentry-approve-transaction-view')).toBeDefined())
  }
  const settled = (promise: Promise<void>) =>
    promise.then(
      () => 'approved',
      (error: { shortMessage: string }) => error.shortMessage,
    )

  it('says what the app asks for; Approve lets the request through and the modal closes', async () => {
    const outcome = settled(
      requestApproval({ method: 'personal_sign', params: ['0x6869', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] }),
    )
    await shown()
    expect(modal.shadowRoot!.getElementById('agentry-modal-title')?.textContent?.trim()).toBe('Approve Request')
    expect(deepText(view())).toContain('Agentry asks your wallet to sign a message')
    expect(deepQuery(view(), '[data-testid="method"]')!.textContent).toBe('personal_sign')
    press(button('accent'))
    expect(await outcome).toBe('approved')
    await waitFor(() => expect(modalState.open).toBe(false))
  })

  it('Reject cancels every waiting request with the spec message', async () => {
    const first = settled(requestApproval({ method: 'eth_sendTransaction', params: [{}] }))
    const second = settled(requestApproval({ method: 'wallet_sendCalls', params: [{}] }))
    await shown()
    expect(deepText(view())).toContain('Agentry asks your wallet to send a transaction')
    expect(deepQuery(view(), '[data-testid="more"]')!.textContent?.trim()).toBe('1 more request waiting')
    press(button('neutral'))
    expect(await first).toBe('Request was aborted')
    expect(await second).toBe('Request was aborted')
  })

  it('approves one at a time, oldest first', async () => {
    const first = settled(requestApproval({ method: 'personal_sign', params: [] }))
    const second = settled(requestApproval({ method: 'eth_signTypedData_v4', params: [] }))
    await shown()
    press(button('accent'))
    expect(await first).toBe('approved')
    await waitFor(() => expect(deepText(view())).toContain('sign typed data'))
    press(button('accent'))
    expect(await second).toBe('approved')
  })

  it('closing the modal (Escape) rejects what is still waiting, so no caller hangs', async () => {
    const outcome = settled(requestApproval({ method: 'personal_sign', params: [] }))
    await shown()
    modal
      .shadowRoot!.querySelector('[role="dialog"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }))
    expect(await outcome).toBe('Request was aborted')
    expect(pendingRequestsState.requests).toHaveLength(0)
  })

  it('a safe method never waits and opens nothing', async () => {
    await requestApproval({ method: 'eth_call', params: [] })
    expect(modalState.open).toBe(false)
  })
})
