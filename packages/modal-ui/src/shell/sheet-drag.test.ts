import { modalState, openModal } from '@agentry/modal-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../register.js'
import { resetCore } from '../testing/core-fixture.js'
import { waitFor } from '@agentry/test-utils/wait'
import type { AgentryModalElement } from './agentry-modal.js'
import { SHEET_CLOSE_DISTANCE_PX, shouldCloseSheet, trackSheetDrag } from './sheet-drag.js'

function pointer(type: string, clientY: number, pointerId = 1): PointerEvent {
  return new PointerEvent(type, { clientY, pointerId, isPrimary: true, button: 0, bubbles: true, composed: true })
}

describe('shouldCloseSheet', () => {
  it('closes past 30 % of the height (56 to 120 px), or on a flick; not on a short slow pull', () => {
    expect(shouldCloseSheet({ distance: 50, elapsedMs: 900, height: 120 })).toBe(false) // a small sheet still needs 56 px
    expect(shouldCloseSheet({ distance: 56, elapsedMs: 900, height: 120 })).toBe(true)
    expect(shouldCloseSheet({ distance: 150, elapsedMs: 900, height: 300 })).toBe(true) // 90 px is 30 %
    expect(shouldCloseSheet({ distance: 80, elapsedMs: 900, height: 300 })).toBe(false)
    expect(shouldCloseSheet({ distance: SHEET_CLOSE_DISTANCE_PX, elapsedMs: 900, height: 2000 })).toBe(true)
    expect(shouldCloseSheet({ distance: SHEET_CLOSE_DISTANCE_PX - 1, elapsedMs: 900, height: 2000 })).toBe(false)
    expect(shouldCloseSheet({ distance: 40, elapsedMs: 50, height: 600 })).toBe(true)
    expect(shouldCloseSheet({ distance: 10, elapsedMs: 5, height: 600 })).toBe(false)
  })
})

describe('trackSheetDrag', () => {
  let sheet: HTMLElement
  let grip: HTMLElement

  beforeEach(() => {
    sheet = document.createElement('div')
    grip = document.createElement('div')
    sheet.append(grip)
    document.body.append(sheet)
    Object.defineProperty(sheet, 'offsetHeight', { value: 500 })
  })
  afterEach(() => document.body.replaceChildren())

  it('follows the finger down (never up) and closes on a release past the threshold', () => {
    const close = vi.fn(() => true)
    trackSheetDrag({ sheet, grip, down: pointer('pointerdown', 400), close })
    grip.dispatchEvent(pointer('pointermove', 350))
    expect(sheet.style.transform).toBe('')
    grip.dispatchEvent(pointer('pointermove', 460))
    expect(sheet.style.transform).toBe('translateY(60px)')
    grip.dispatchEvent(pointer('pointermove', 600, 2)) // another finger is ignored
    expect(sheet.style.transform).toBe('translateY(60px)')
    grip.dispatchEvent(pointer('pointermove', 560))
    grip.dispatchEvent(pointer('pointerup', 560))
    expect(close).toHaveBeenCalledOnce()
  })

  it('springs back when the pull is short, when closing is refused, and on pointercancel', () => {
    const refuse = vi.fn(() => false)
    trackSheetDrag({ sheet, grip, down: pointer('pointerdown', 100), close: refuse })
    grip.dispatchEvent(pointer('pointermove', 400))
    grip.dispatchEvent(pointer('pointerup', 400))
    expect(refuse).toHaveBeenCalledOnce()
    expect(sheet.style.transform).toBe('')

    const close = vi.fn(() => true)
    trackSheetDrag({ sheet, grip, down: pointer('pointerdown', 100), close })
    grip.dispatchEvent(pointer('pointermove', 400))
    grip.dispatchEvent(pointer('pointercancel', 400))
    expect(close).not.toHaveBeenCalled()
    expect(sheet.style.transform).toBe('')
    // The listeners are gone: a later release does nothing.
    grip.dispatchEvent(pointer('pointerup', 600))
    expect(close).not.toHaveBeenCalled()
  })
})

describe('<agentry-modal> as a bottom sheet', () => {
  let modal: AgentryModalElement

  beforeEach(async () => {
    resetCore()
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width: 639px'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    )
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
    await modal.updateComplete
  })
  afterEach(() => {
    modal.remove()
    vi.restoreAllMocks()
  })

  it('has a drag handle, and a swipe down on it closes the modal; a swipe starting on a header button does not', async () => {
    openModal()
    await waitFor(() => expect(modal.shadowRoot!.querySelector('.handle')).not.toBeNull())
    const handle = modal.shadowRoot!.querySelector<HTMLElement>('.handle')!
    expect(handle.getAttribute('aria-hidden')).toBe('true')
    const header = modal.shadowRoot!.querySelector('header')!
    const close = header.querySelector<HTMLElement>('agentry-icon-button:last-child')!
    // The swipe code arrives with the first sheet; wait until a drag moves the sheet.
    const dialog = modal.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]')!
    await waitFor(() => {
      handle.dispatchEvent(pointer('pointerdown', 100))
      handle.dispatchEvent(pointer('pointermove', 130))
      const moved = dialog.style.transform
      handle.dispatchEvent(pointer('pointercancel', 130))
      expect(moved).toBe('translateY(30px)')
    })
    close.dispatchEvent(pointer('pointerdown', 100))
    close.dispatchEvent(pointer('pointermove', 500))
    close.dispatchEvent(pointer('pointerup', 500))
    expect(modalState.open).toBe(true)

    header.dispatchEvent(pointer('pointerdown', 100))
    header.dispatchEvent(pointer('pointermove', 400))
    header.dispatchEvent(pointer('pointerup', 400))
    expect(modalState.open).toBe(false)
  })
})
