import { defineConnectingFarcasterView } from './connecting-farcaster-view.js'
import { defineEmailViews } from './email-views.js'
import { defineLoginMethods } from './login-methods.js'

// The start-up sync loads this chunk to put a stored embedded wallet back (shell/agentry-modal.ts).
export { restoreEmbeddedWallet } from '@agentry/modal-core/frame'

/**
 * Defines the embedded-wallet login elements: the Connect view's email form and social buttons, the
 * EmailLogin and EmailOtp views and the Farcaster view. One chunk carries them: they share the frame
 * client, and whoever sees the login methods is the one who opens the others.
 *
 * @example
 * const { defineLoginViews } = await import('./views/login-views.js')
 * defineLoginViews()
 */
export function defineLoginViews(): void {
  defineLoginMethods()
  defineEmailViews()
  defineConnectingFarcasterView()
}
