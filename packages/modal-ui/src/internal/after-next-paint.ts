/**
 * Resolves once the next frame has been produced: work started then (loading what the view shows below
 * the fold, prefetching the next view) no longer delays the frame that first shows the view.
 *
 * @example
 * await afterNextPaint()
 * void import('./login-methods.js')
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}
