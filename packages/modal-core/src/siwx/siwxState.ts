import { createStore } from '../utils/createStore.js'
import type { SiwxSession } from '../options/siwxConfig.js'
import { NO_ERROR, type ErrorStateFields } from '../errors/errorState.js'

export type SiwxStatus = 'idle' | 'signing' | 'success' | 'error'

export type SiwxState = {
  status: SiwxStatus
  /** The server's session; only set when it has both address and chainId. */
  session: SiwxSession | undefined
} & ErrorStateFields

const store = /* @__PURE__ */ createStore<SiwxState>({ status: 'idle', session: undefined, ...NO_ERROR })

/**
 * Sign-in progress and the current session.
 *
 * @example
 * if (siwxState.status === 'error') showError(siwxState.error)
 */
export const siwxState: SiwxState = store.state

/** No session, idle. */
export const resetSiwxState: () => void = store.reset
