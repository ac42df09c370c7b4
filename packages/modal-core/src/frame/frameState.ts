import { createStore } from '../utils/createStore.js'

/** The embedded wallet frame as the views see it. */
export type FrameState = {
  /** The frame posted its ready event. */
  ready: boolean
  /** A request is on its way (email sent, code checked, social login...). */
  loading: boolean
  /** The last failure's message. */
  error: string | undefined
}

const store = /* @__PURE__ */ createStore<FrameState>({ ready: false, loading: false, error: undefined })

/**
 * The embedded wallet frame's state.
 *
 * @example
 * frameState.ready // true once the frame can take requests
 */
export const frameState: FrameState = store.state

/** Restores the initial frame state. */
export const resetFrameState: () => void = store.reset
