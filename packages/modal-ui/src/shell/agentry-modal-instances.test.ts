import { closeModal, modalState, openModal } from '@agentry/modal-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import '../register.js'
import { resetCore } from '../testing/core-fixture.js'
import { waitFor } from '@agentry/test-utils/wait'
import type { AgentryModalElement } from './agentry-modal.js'
import { deepActiveElement } from './focus.js'

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

function dialogOf(modal: AgentryModalElement): HTMLElement | null {
  return modal.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]')
}

async function mountModals(count: number): Promise<AgentryModalElement[]> {
  const modals = Array.from({ length: count }, () => document.createElement('agentry-modal'))
  document.body.append(...modals)
  await Promise.all(modals.map((modal) => modal.updateComplete))
  return modals
}

async function settled(modals: AgentryModalElement[]): Promise<void> {
  await Promise.resolve()
  await Promise.all(modals.map((modal) => modal.updateComplete))
}

/** Collects errors thrown inside event listeners, which happy-dom reports to window rather than rethrowing. */
function listenerErrors(): { errors: unknown[]; stop: () => void } {
  const errors: unknown[] = []
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message)
  window.addEventListener('error', onError)
  return { errors, stop: () => window.removeEventListener('error', onError) }
}

describe('several <agentry-modal> elements on one page', () => {
  let outside: HTMLButtonElement

  beforeEach(() => {
    resetCore()
    outside = document.createElement('button')
    outside.textContent = 'Outside'
  })

  afterEach(() => {
    document.body.replaceChildren()
  })

  it('share one state: one dialog is shown, and it keeps the focus without recursing', async () => {
    const modals = await mountModals(3)
    document.body.append(outside)
    const watch = listenerErrors()
    await openModal({ view: 'Connect' })
    await settled(modals)
    await nextFrame()
    await nextFrame()
    // Focus escaping the dialog is brought back once, by the one modal that shows it. Before, each modal
    // pulled the focus into its own dialog, the others pulled it back, until the stack overflowed.
    outside.focus()
    watch.stop()
    expect(watch.errors).toEqual([])
    const shown = modals.filter((modal) => dialogOf(modal) !== null)
    expect(shown).toHaveLength(1)
    expect(deepActiveElement()).toBe(dialogOf(shown[0]!))
    expect(modalState.open).toBe(true)
  })

  it('every element reports opening and closing; Escape closes once', async () => {
    const modals = await mountModals(2)
    const events = modals.map(() => [] as boolean[])
    modals.forEach((modal, index) =>
      modal.addEventListener('agentry-open-change', (event) => events[index]!.push(event.detail.open)),
    )
    await openModal({ view: 'Connect' })
    await settled(modals)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    await settled(modals)
    expect(modalState.open).toBe(false)
    expect(events).toEqual([
      [true, false],
      [true, false],
    ])
  })

  it('when the element showing the dialog is removed, another one shows it', async () => {
    const [first, second] = await mountModals(2)
    await openModal({ view: 'Connect' })
    await settled([first!, second!])
    const shower = dialogOf(first!) ? first! : second!
    const other = shower === first ? second! : first!
    shower.remove()
    await waitFor(() => expect(dialogOf(other)).not.toBeNull())
    document.body.append(outside)
    await nextFrame()
    outside.focus()
    expect(deepActiveElement()).toBe(dialogOf(other))
    closeModal()
  })
})
