import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { resetAllState } from '../resetAllState.js'
import { hideSnackbar } from './hideSnackbar.js'
import { showError } from './showError.js'
import { showInfo } from './showInfo.js'
import { showLoading } from './showLoading.js'
import { showSuccess } from './showSuccess.js'
import { resetSnackbarState, SNACKBAR_DURATION_MS, snackbarState, TOAST_SWAP_DELAY_MS } from './snackbarState.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  resetAllState()
  vi.useRealTimers()
})

const shown = () => ({ message: snackbarState.message, variant: snackbarState.variant, open: snackbarState.open })

test('constants: the specification swap delay, and our durations', () => {
  expect(TOAST_SWAP_DELAY_MS).toBe(150)
  expect(SNACKBAR_DURATION_MS).toEqual({ success: 2500, info: 2500, error: 4000 })
  expect(snackbarState).toEqual({ message: '', variant: 'success', open: false, svg: undefined })
})

describe('a message on a closed snackbar', () => {
  test.each([
    ['showSuccess', showSuccess, 'success', SNACKBAR_DURATION_MS.success],
    ['showInfo', showInfo, 'info', SNACKBAR_DURATION_MS.info],
    ['showError', showError, 'error', SNACKBAR_DURATION_MS.error],
  ] as const)('%s opens at once and hides itself after its duration', (_name, show, variant, duration) => {
    show('Hello')
    expect(shown()).toEqual({ message: 'Hello', variant, open: true })
    vi.advanceTimersByTime(duration - 1)
    expect(snackbarState.open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(shown()).toEqual({ message: 'Hello', variant, open: false })
  })

  test('loading stays until hidden', () => {
    showLoading('Sending…')
    vi.advanceTimersByTime(60_000)
    expect(shown()).toEqual({ message: 'Sending…', variant: 'loading', open: true })
    hideSnackbar()
    expect(shown()).toEqual({ message: 'Sending…', variant: 'loading', open: false })
    expect(vi.getTimerCount()).toBe(0)
  })

  test('info carries an icon; the next message without one drops it', () => {
    showInfo('Address copied', { svg: { icon: 'checkmark', color: 'accent-100' } })
    expect(snackbarState.svg).toEqual({ icon: 'checkmark', color: 'accent-100' })
    vi.advanceTimersByTime(SNACKBAR_DURATION_MS.info)
    showSuccess('Transaction started')
    expect(snackbarState.svg).toBeUndefined()
  })
})

describe('replacing an open message (toast swap delay)', () => {
  test('the old one closes now, the new one opens 150 ms later, then runs its own duration', () => {
    showSuccess('Transaction started')
    vi.advanceTimersByTime(1000)
    showError('Something went wrong')
    expect(shown()).toEqual({ message: 'Transaction started', variant: 'success', open: false })
    vi.advanceTimersByTime(TOAST_SWAP_DELAY_MS - 1)
    expect(shown()).toEqual({ message: 'Transaction started', variant: 'success', open: false })
    vi.advanceTimersByTime(1)
    expect(shown()).toEqual({ message: 'Something went wrong', variant: 'error', open: true })
    // The success message's own hide (at 2500 ms) must not close the error.
    vi.advanceTimersByTime(SNACKBAR_DURATION_MS.error - 1)
    expect(snackbarState.open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(snackbarState.open).toBe(false)
  })

  test('a loading message is replaced by the result after the delay', () => {
    showLoading('Sending…')
    vi.advanceTimersByTime(5000)
    showSuccess('Transaction started')
    expect(snackbarState.open).toBe(false)
    vi.advanceTimersByTime(TOAST_SWAP_DELAY_MS)
    expect(shown()).toEqual({ message: 'Transaction started', variant: 'success', open: true })
    vi.advanceTimersByTime(SNACKBAR_DURATION_MS.success)
    expect(snackbarState.open).toBe(false)
  })

  test('messages arriving during the wait: the last one wins, and the wait is not restarted', () => {
    showSuccess('one')
    showInfo('two')
    vi.advanceTimersByTime(100)
    showError('three')
    showLoading('four')
    expect(snackbarState.open).toBe(false)
    vi.advanceTimersByTime(TOAST_SWAP_DELAY_MS - 100)
    expect(shown()).toEqual({ message: 'four', variant: 'loading', open: true })
    vi.advanceTimersByTime(60_000)
    expect(snackbarState.open).toBe(true)
  })

  test('a message after the old one hid itself opens at once', () => {
    showSuccess('one')
    vi.advanceTimersByTime(SNACKBAR_DURATION_MS.success)
    showInfo('two')
    expect(shown()).toEqual({ message: 'two', variant: 'info', open: true })
  })

  test('hideSnackbar during the wait drops the waiting message', () => {
    showSuccess('one')
    showError('two')
    hideSnackbar()
    vi.advanceTimersByTime(10_000)
    expect(shown()).toEqual({ message: 'one', variant: 'success', open: false })
  })
})

test('resetSnackbarState stops every timer and restores the initial state', () => {
  showSuccess('one')
  showError('two')
  resetSnackbarState()
  expect(vi.getTimerCount()).toBe(0)
  vi.advanceTimersByTime(10_000)
  expect(snackbarState).toEqual({ message: '', variant: 'success', open: false, svg: undefined })
  showLoading('three')
  expect(shown()).toEqual({ message: 'three', variant: 'loading', open: true })
})
