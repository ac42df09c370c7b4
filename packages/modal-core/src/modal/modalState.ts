import { createStore } from '../utils/createStore.js'

export type ModalState = { open: boolean; loading: boolean; shake: boolean }

const store = /* @__PURE__ */ createStore<ModalState>({ open: false, loading: false, shake: false })

/**
 * Whether the modal is open, loading its first view, or shaking (a blocked close).
 *
 * @example
 * subscribe(modalState, () => element.toggleAttribute('open', modalState.open))
 */
export const modalState: ModalState = store.state

/** Closed, not loading, not shaking. */
export const resetModalState: () => void = store.reset

/** Shake duration of spec section 2. */
export const SHAKE_DURATION_MS = 500
