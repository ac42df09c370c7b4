import { AgentryConnectButton } from './connect-button/agentry-connect-button.js'
import { defineElement } from './internal/define-element.js'
import { AgentrySnackbar } from './primitives/agentry-snackbar.js'
import { AgentryIconButton } from './primitives/agentry-icon-button.js'
import { AgentrySpinner } from './primitives/agentry-spinner.js'
import { AgentryModalElement } from './shell/agentry-modal.js'

/**
 * Defines `<agentry-modal>`, `<agentry-connect-button>` and the primitives the shell itself renders.
 * Views define their own elements when they are first shown. Safe to call more than once.
 *
 * @example
 * import { defineModalElements } from '@agentry/modal-ui'
 * defineModalElements()
 */
export function defineModalElements(): void {
  defineElement('agentry-icon-button', AgentryIconButton)
  defineElement('agentry-spinner', AgentrySpinner)
  defineElement('agentry-snackbar', AgentrySnackbar)
  defineElement('agentry-modal', AgentryModalElement)
  defineElement('agentry-connect-button', AgentryConnectButton)
}
