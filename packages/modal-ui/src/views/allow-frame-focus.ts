import { getEmbeddedWallet } from '@agentry/modal-core/frame'

/**
 * While the frame's panel is shown, focus may go into it: the modal keeps focus inside its dialog and
 * would take it back from the frame (which lives in the page's body), so this capture listener, which runs
 * first, stops that focus event from reaching it. Returns the release.
 *
 * @example
 * const release = allowFrameFocus()
 * getEmbeddedWallet()?.iframe.focus()
 */
export function allowFrameFocus(): () => void {
  const onFocusin = (event: FocusEvent): void => {
    const iframe = getEmbeddedWallet()?.iframe
    if (iframe && event.target === iframe && !iframe.hasAttribute('aria-hidden')) event.stopImmediatePropagation()
  }
  window.addEventListener('focusin', onFocusin, true)
  return () => window.removeEventListener('focusin', onFocusin, true)
}
