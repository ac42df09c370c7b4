import type { ViewName } from '@agentry/modal-core'
import type { LitElement } from 'lit'
import { loadView, viewRegistry } from './view-registry.js'

type IdleWindow = { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number }

/** Runs `run` once the browser is idle after the next frame (capped, since a busy page may never be idle). */
function whenIdle(run: () => void): void {
  const idle = (window as IdleWindow).requestIdleCallback
  requestAnimationFrame(() => (idle ? idle(run, { timeout: 2000 }) : setTimeout(run, 200)))
}

/**
 * Renders the view once off screen, so its templates are parsed and its style sheets built before the
 * click that shows it (the first render of a view pays for both).
 */
async function warm(view: ViewName): Promise<void> {
  const tag = viewRegistry[view]?.tag
  if (!tag) return
  const host = document.createElement('div')
  host.hidden = true
  host.inert = true
  const element = document.createElement(tag) as LitElement
  host.append(element)
  document.body.append(host)
  try {
    await element.updateComplete
  } finally {
    host.remove()
  }
}

/**
 * Loads a view's code and texts ahead of the click that shows it, without delaying the page: once the
 * browser is idle after the first paint, then renders it once off screen; or at once when `now` (a pointer
 * entering the button that opens it). A failed load is left for the click to retry. Returns a function
 * that cancels a pending idle prefetch.
 *
 * @example
 * const cancel = prefetchView('Connect')
 * button.addEventListener('pointerenter', () => prefetchView('Connect', { now: true }))
 */
export function prefetchView(view: ViewName, { now = false }: { now?: boolean } = {}): () => void {
  if (now) {
    void loadView(view).catch(() => undefined)
    return () => undefined
  }
  let cancelled = false
  whenIdle(() => {
    if (cancelled) return
    void loadView(view)
      .then(() => new Promise<void>((resolve) => whenIdle(resolve)))
      .then(() => (cancelled ? undefined : warm(view)))
      .catch(() => undefined)
  })
  return () => {
    cancelled = true
  }
}
