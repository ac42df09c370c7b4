import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  dismissToast,
  getToastState,
  pauseToast,
  resetToasts,
  resumeToast,
  showToast,
  subscribeToasts,
  updateToast,
} from './toastStore'

beforeEach(() => {
  vi.useFakeTimers()
  resetToasts()
})
afterEach(() => {
  resetToasts()
  vi.useRealTimers()
})

describe('toast store', () => {
  it('shows a toast at once and dismisses it after its duration plus the swap delay', () => {
    const id = showToast({ type: 'success', message: 'Saved', duration: 1000 })
    expect(getToastState()).toMatchObject({ current: { id, type: 'success', message: 'Saved' }, leaving: false })
    vi.advanceTimersByTime(999)
    expect(getToastState().leaving).toBe(false)
    vi.advanceTimersByTime(1)
    expect(getToastState().leaving).toBe(true)
    vi.advanceTimersByTime(150)
    expect(getToastState()).toEqual({ current: null, leaving: false })
  })

  it('swaps to a new toast after 150 ms', () => {
    showToast({ type: 'info', message: 'first' })
    showToast({ type: 'error', message: 'second' })
    expect(getToastState()).toMatchObject({ current: { message: 'first' }, leaving: true })
    vi.advanceTimersByTime(149)
    expect(getToastState().current?.message).toBe('first')
    vi.advanceTimersByTime(1)
    expect(getToastState()).toMatchObject({ current: { message: 'second', type: 'error' }, leaving: false })
  })

  it('shows only the latest of several toasts queued during a swap', () => {
    showToast({ type: 'info', message: 'a' })
    showToast({ type: 'info', message: 'b' })
    showToast({ type: 'warning', message: 'c' })
    vi.advanceTimersByTime(150)
    expect(getToastState().current?.message).toBe('c')
  })

  it('keeps a loading toast until it is updated, then times the result', () => {
    const id = showToast({ type: 'loading', message: 'Saving…' })
    vi.advanceTimersByTime(60_000)
    expect(getToastState().current).toMatchObject({ id, type: 'loading' })
    updateToast(id, { type: 'success', message: 'Saved', duration: 500 })
    expect(getToastState().current).toMatchObject({ id, type: 'success', message: 'Saved' })
    vi.advanceTimersByTime(650)
    expect(getToastState().current).toBeNull()
  })

  it('carries the icon of an svg toast', () => {
    showToast({ type: 'svg', message: 'Custom', icon: 'icon-node' })
    expect(getToastState().current).toMatchObject({ type: 'svg', icon: 'icon-node' })
  })

  it('dismisses on demand and ignores unknown ids', () => {
    const id = showToast({ type: 'info', message: 'x', duration: 0 })
    dismissToast(id + 1)
    expect(getToastState().leaving).toBe(false)
    dismissToast(id)
    vi.advanceTimersByTime(150)
    expect(getToastState().current).toBeNull()
  })

  it('pauses and resumes the auto-dismiss timer', () => {
    showToast({ type: 'info', message: 'x', duration: 1000 })
    vi.advanceTimersByTime(900)
    pauseToast()
    vi.advanceTimersByTime(5000)
    expect(getToastState().current?.message).toBe('x')
    resumeToast()
    vi.advanceTimersByTime(1150)
    expect(getToastState().current).toBeNull()
  })

  it('notifies subscribers', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToasts(listener)
    showToast({ type: 'info', message: 'x' })
    expect(listener).toHaveBeenCalled()
    unsubscribe()
    listener.mockClear()
    showToast({ type: 'info', message: 'y' })
    expect(listener).not.toHaveBeenCalled()
  })
})
