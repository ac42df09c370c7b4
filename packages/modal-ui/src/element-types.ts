// The element classes below declare their tags in `HTMLElementTagNameMap` (a `declare global` beside each
// class). Re-exporting them from the register entry brings those declarations into its types, which held
// none before: `import '@agentry/modal-ui/register'` alone left `querySelector('agentry-modal')` untyped.
import type { AgentryConnectButton } from './connect-button/agentry-connect-button.js'
import type { AgentryAvatar } from './primitives/agentry-avatar.js'
import type { AgentryButton } from './primitives/agentry-button.js'
import type { AgentryIconButton } from './primitives/agentry-icon-button.js'
import type { AgentryInlineError } from './primitives/agentry-inline-error.js'
import type { AgentryQrCode } from './primitives/agentry-qr-code.js'
import type { AgentrySnackbar } from './primitives/agentry-snackbar.js'
import type { AgentrySpinner } from './primitives/agentry-spinner.js'
import type { AgentryText } from './primitives/agentry-text.js'
import type { AgentryWalletImage } from './primitives/agentry-wallet-image.js'
import type { AgentryWalletRow } from './primitives/agentry-wallet-row.js'
import type { AgentryModalElement } from './shell/agentry-modal.js'

/** The public `agentry-*` elements by tag (views are internal: they live in the modal's shadow root). */
export interface AgentryElements {
  'agentry-modal': AgentryModalElement
  'agentry-connect-button': AgentryConnectButton
  'agentry-avatar': AgentryAvatar
  'agentry-button': AgentryButton
  'agentry-icon-button': AgentryIconButton
  'agentry-inline-error': AgentryInlineError
  'agentry-qr-code': AgentryQrCode
  'agentry-snackbar': AgentrySnackbar
  'agentry-spinner': AgentrySpinner
  'agentry-text': AgentryText
  'agentry-wallet-image': AgentryWalletImage
  'agentry-wallet-row': AgentryWalletRow
}

/** Tag of a public `agentry-*` element. */
export type AgentryElementTag = keyof AgentryElements

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the map above to the DOM's
  interface HTMLElementTagNameMap extends AgentryElements {}
}
