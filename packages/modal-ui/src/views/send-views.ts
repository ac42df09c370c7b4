import { defineSendView } from './send-view.js'
import { defineSendPreviewView } from './send-preview-view.js'

/**
 * Defines the Send view and its preview, which one chunk carries: the preview always follows the form,
 * and the two share most of their code, so one chunk is smaller than two and the preview opens at once.
 *
 * @example
 * const { defineSendViews } = await import('./views/send-views.js')
 * defineSendViews()
 */
export function defineSendViews(): void {
  defineSendView()
  defineSendPreviewView()
}
