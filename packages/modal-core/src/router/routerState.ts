import { createStore } from '../utils/createStore.js'
import type { RouterData, ViewName } from './types.js'

export type RouterState = { view: ViewName; history: ViewName[]; data: RouterData | undefined }

const store = /* @__PURE__ */ createStore<RouterState>({ view: 'Connect', history: ['Connect'], data: undefined })

/**
 * The current view and the navigation history.
 *
 * @example
 * routerState.view // 'Connect'
 */
export const routerState: RouterState = store.state

/** Back to the Connect view with a one-entry history. */
export const resetRouterState: () => void = store.reset
