import type { ReactNode } from 'react'
import { DEFAULT_TOAST_DURATION, TOAST_SWAP_DELAY_MS, type ToastType } from '@/lib/shell/toast'

export type ToastInput = {
  type: ToastType
  message: string
  /** The icon of an 'svg' toast (an inline `<svg>` element). */
  icon?: ReactNode
  /** Milliseconds until it dismisses itself; 0 keeps it until dismissed. Defaults by type. */
  duration?: number
}

export type ToastRecord = Required<Pick<ToastInput, 'type' | 'message' | 'duration'>> & {
  id: number
  icon?: ReactNode
}

/** One toast is on screen at a time; `leaving` is true during the swap delay while it animates out. */
export type ToastState = { current: ToastRecord | null; leaving: boolean }

let state: ToastState = { current: null, leaving: false }
let nextId = 1
let pending: ToastRecord | null = null
let swapTimer: ReturnType<typeof setTimeout> | undefined
let dismissTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function setState(next: ToastState) {
  state = next
  for (const listener of listeners) listener()
}

function schedule(record: ToastRecord) {
  clearTimeout(dismissTimer)
  dismissTimer = record.duration > 0 ? setTimeout(() => dismissToast(record.id), record.duration) : undefined
}

function present(record: ToastRecord | null) {
  setState({ current: record, leaving: false })
  if (record) schedule(record)
  else clearTimeout(dismissTimer)
}

/** Takes the current toast away after the swap delay, then shows `next` (or nothing). */
function swapTo(next: ToastRecord | null) {
  pending = next
  if (swapTimer !== undefined) return
  clearTimeout(dismissTimer)
  setState({ current: state.current, leaving: true })
  swapTimer = setTimeout(() => {
    swapTimer = undefined
    const upcoming = pending
    pending = null
    present(upcoming)
  }, TOAST_SWAP_DELAY_MS)
}

function toRecord(id: number, input: ToastInput): ToastRecord {
  return {
    id,
    type: input.type,
    message: input.message,
    icon: input.icon,
    duration: input.duration ?? DEFAULT_TOAST_DURATION[input.type],
  }
}

/**
 * Shows a toast, replacing the one on screen after the swap delay. Returns its id.
 *
 * @example
 * const id = showToast({ type: 'loading', message: 'Saving…' })
 * updateToast(id, { type: 'success', message: 'Saved' })
 */
export function showToast(input: ToastInput): number {
  const record = toRecord(nextId++, input)
  if (state.current === null && swapTimer === undefined) present(record)
  else swapTo(record)
  return record.id
}

/** Replaces a toast in place (a loading toast turning into its result) and restarts its timer. */
export function updateToast(id: number, input: ToastInput): void {
  if (state.current?.id === id && swapTimer === undefined) present(toRecord(id, input))
  else if (pending?.id === id) pending = toRecord(id, input)
}

/** Dismisses a toast if it is on screen or about to be. */
export function dismissToast(id: number): void {
  if (pending?.id === id) pending = null
  if (state.current?.id === id && swapTimer === undefined) swapTo(null)
}

/** Stops the auto-dismiss timer (while the pointer or focus is on the toast). */
export function pauseToast(): void {
  clearTimeout(dismissTimer)
}

/** Restarts the auto-dismiss timer of the toast on screen. */
export function resumeToast(): void {
  if (state.current && !state.leaving) schedule(state.current)
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getToastState(): ToastState {
  return state
}

const SERVER_STATE: ToastState = { current: null, leaving: false }
/** No toast is ever rendered on the server; the flash toast appears after hydration. */
export function getServerToastState(): ToastState {
  return SERVER_STATE
}

/** Clears everything (tests). */
export function resetToasts(): void {
  clearTimeout(swapTimer)
  clearTimeout(dismissTimer)
  swapTimer = undefined
  dismissTimer = undefined
  pending = null
  setState({ current: null, leaving: false })
}
