import { createStore } from '../utils/createStore.js'
import type { SiwxSession } from '../options/siwxConfig.js'

export type SiwxStatus = 'idle' | 'signing' | 'success' | 'error'

export type SiwxState = {
  status: SiwxStatus
  /** The server's session; only set when it has both address and chainId. */
  session: SiwxSession | undefined
  /** The user-facing error of the last sign-in ('Signature declined', 'Failed to verify message'). */
  error: string | undefined
}

const store = /* @__PURE__ */ createStore<SiwxState>({ status: 'idle', session: undefined, error: undefined })

/**
 * Sign-in progress and the current session.
 *
 * @example
 * if (siwxState.status === 'error') showError(siwxState.error)
 */
export const siwxState: SiwxState = store.state

/** No session, idle. */
export const resetSiwxState: () => void = store.reset
