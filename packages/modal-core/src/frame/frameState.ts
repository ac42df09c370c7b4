import { createStore } from '../utils/createStore.js'
import { NO_ERROR, type ErrorStateFields } from '../errors/errorState.js'

/** The embedded wallet frame as the views see it; `error` is the last failure's message. */
export type FrameState = {
  /** The frame posted its ready event. */
  ready: boolean
  /** A request is on its way (email sent, code checked, social login...). */
  loading: boolean
  /** The frame is shown: it waits for the user to confirm a signature or transaction inside it. */
  visible: boolean
} & ErrorStateFields

const store = /* @__PURE__ */ createStore<FrameState>({ ready: false, loading: false, visible: false, ...NO_ERROR })

/**
 * The embedded wallet frame's state.
 *
 * @example
 * frameState.ready // true once the frame can take requests
 */
export const frameState: FrameState = store.state

/** Restores the initial frame state. */
export const resetFrameState: () => void = store.reset
