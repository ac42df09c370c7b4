import { ALERTS, alertState, modalState, openModal, showAlert } from '@agentry/modal-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import '../register.js'
import { setLocale } from '../i18n/localeState.js'
import { resetCore } from '../testing/core-fixture.js'
import { deepQuery, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'
import type { AgentryModalElement } from './agentry-modal.js'

describe('the alert bar', () => {
  let modal: AgentryModalElement

  beforeEach(async () => {
    resetCore()
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
    await openModal({ view: 'Connect' })
  })
  afterEach(async () => {
    modal.remove()
    await setLocale('en')
  })

  it.each(Object.values(ALERTS))("shows '$shortMessage' above the view, as an alert", async (alert) => {
    expect(deepQuery(modal, 'agentry-alert-bar')).toBeUndefined()
    showAlert(alert)
    await waitFor(() => expect(deepQuery(modal, '[role="alert"]')?.dataset.code).toBe(alert.code))
    const bar = deepQuery(modal, 'agentry-alert-bar')!
    expect(bar.shadowRoot!.querySelector('strong')!.textContent).toBe(alert.shortMessage)
    expect(deepText(bar).length).toBeGreaterThan(alert.shortMessage.length + 20)
  })

  it('Dismiss closes the alert and leaves the modal open', async () => {
    showAlert(ALERTS.sessionExpired)
    await waitFor(() => expect(deepQuery(modal, 'agentry-alert-bar agentry-icon-button')).toBeDefined())
    press(deepQuery(modal, 'agentry-alert-bar agentry-icon-button')!)
    expect(alertState.open).toBe(false)
    await waitFor(() => expect(deepQuery(modal, 'agentry-alert-bar')).toBeUndefined())
    expect(modalState.open).toBe(true)
  })

  it('follows the language', async () => {
    await setLocale('de')
    showAlert(ALERTS.sessionExpired)
    await waitFor(() => expect(deepText(deepQuery(modal, 'agentry-alert-bar')!)).toContain('Sitzung abgelaufen'))
  })
})
