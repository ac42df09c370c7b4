import { createStore } from '../utils/createStore.js'
import { NO_ERROR, type ErrorStateFields } from '../errors/errorState.js'
import type { FrameSocialProvider } from './frameProtocol.js'

/** The embedded wallet frame as the views see it; `error` is the last failure's message. */
export type FrameState = {
  /** The frame posted its ready event. */
  ready: boolean
  /** A request is on its way (email sent, code checked, social login...). */
  loading: boolean
  /** The frame is shown: it waits for the user to confirm a signature or transaction inside it. */
  visible: boolean
  /**
   * The social providers the frame's host can log in with, from its ready event: undefined until the frame
   * is ready, null when its ready event names none (a frame that does not say: every provider), an empty
   * list when the frame could not load.
   */
  socialProviders: readonly FrameSocialProvider[] | null | undefined
} & ErrorStateFields

const store = /* @__PURE__ */ createStore<FrameState>({
  ready: false,
  loading: false,
  visible: false,
  socialProviders: undefined,
  ...NO_ERROR,
})

/**
 * The embedded wallet frame's state.
 *
 * @example
 * frameState.ready // true once the frame can take requests
 */
export const frameState: FrameState = store.state

/** Restores the initial frame state. */
export const resetFrameState: () => void = store.reset
