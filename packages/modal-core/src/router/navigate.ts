import { routerState } from './routerState.js'
import type { RouterData, ViewName } from './types.js'

/**
 * Opens a view on top of the history (the same view again only updates its data).
 *
 * @example
 * pushView('ConnectingExternal', { connector })
 */
export function pushView(view: ViewName, data?: RouterData): void {
  if (routerState.view !== view) routerState.history.push(view)
  routerState.view = view
  routerState.data = data
}

/**
 * Replaces the current view, keeping the rest of the history.
 *
 * @example
 * replaceView('Account')
 */
export function replaceView(view: ViewName, data?: RouterData): void {
  if (routerState.history.length === 0) routerState.history.push(view)
  else routerState.history[routerState.history.length - 1] = view
  routerState.view = view
  routerState.data = data
}

/**
 * Starts a new history with one view.
 *
 * @example
 * resetView('Account') // after a send: no back navigation
 */
export function resetView(view: ViewName, data?: RouterData): void {
  routerState.history = [view]
  routerState.view = view
  routerState.data = data
}

/**
 * Returns to the view at `index` of the history, dropping the views after it.
 *
 * @example
 * goBackToIndex(0)
 */
export function goBackToIndex(index: number): void {
  const view = routerState.history[index]
  if (view === undefined || index < 0) return
  routerState.history = routerState.history.slice(0, index + 1)
  routerState.view = view
  routerState.data = undefined
}
