import { defineSwapView } from './swap-view.js'
import { defineSwapPreviewView } from './swap-preview-view.js'

/**
 * Defines the Swap view and its preview, which one chunk carries: the preview always follows the form,
 * and the two share most of their code, so one chunk is smaller than two and the preview opens at once.
 *
 * @example
 * const { defineSwapViews } = await import('./views/swap-views.js')
 * defineSwapViews()
 */
export function defineSwapViews(): void {
  defineSwapView()
  defineSwapPreviewView()
}
