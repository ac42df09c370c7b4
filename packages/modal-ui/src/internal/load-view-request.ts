import type { ViewName } from '@agentry/modal-core'

/** Detail of `agentry-load-view`: the view to load; the shell that answers sets `loaded`. */
export type LoadViewRequestDetail = { view: ViewName; loaded?: Promise<void> }

/**
 * Asks the shell that renders `from` to load `view` (its module and texts), so it opens without waiting.
 * Views cannot import the shell's registry, which imports them: they ask through a DOM event that the
 * shell answers while it is dispatched. Resolves once the view is loaded; at once when no shell answers
 * (a view rendered on its own).
 *
 * @example
 * await requestViewLoad(this, 'AllWallets')
 */
export function requestViewLoad(from: Element, view: ViewName): Promise<void> {
  const detail: LoadViewRequestDetail = { view }
  from.dispatchEvent(new CustomEvent('agentry-load-view', { detail, bubbles: true, composed: true }))
  return detail.loaded ?? Promise.resolve()
}

declare global {
  interface HTMLElementEventMap {
    /** Dispatched by a view to have the shell load another view ahead of time (`requestViewLoad`). */
    'agentry-load-view': CustomEvent<LoadViewRequestDetail>
  }
}
