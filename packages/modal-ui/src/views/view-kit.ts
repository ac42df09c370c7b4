/**
 * What the lazily loaded views share with the shell: the store controller, the texts, the theme styles
 * and the primitives. Views import these from here, not from their own modules.
 *
 * Why one module: a bundler splits code by which entries reach a file, and puts each distinct set in a
 * chunk of its own. Reached piecemeal, these modules became 13 small chunks of the first load (each view
 * reached a different subset), and small chunks cannot share a compression window. A view that imports
 * any name from this list of re-exports reaches all of them, so they share one chunk with Lit and the
 * core stores: the first load shrank by about 4 KB gzip (bench/RESULTS.md, the modal budgets).
 * Only modules the first load holds anyway belong here; a view-only module added here would join it.
 */
export { StoreController } from '../controllers/store-controller.js'
export { defineElement } from '../internal/define-element.js'
export { messages } from '../i18n/messages.js'
export { localeState, loadMessages } from '../i18n/localeState.js'
export { formatAmount } from '../i18n/formatAmount.js'
export { formatUsd } from '../i18n/formatUsd.js'
export { baseStyles, visuallyHiddenStyles } from '../theme/theme-styles.js'
export { translateError, storeError } from '../i18n/errors/translateError.js'
export { AgentryAvatar } from '../primitives/agentry-avatar.js'
export { AgentryButton } from '../primitives/agentry-button.js'
export { AgentryIconButton } from '../primitives/agentry-icon-button.js'
export { AgentryInlineError } from '../primitives/agentry-inline-error.js'
export { AgentrySpinner } from '../primitives/agentry-spinner.js'
export { AgentryText } from '../primitives/agentry-text.js'
export { AgentryWalletImage } from '../primitives/agentry-wallet-image.js'
export { AgentryWalletRow } from '../primitives/agentry-wallet-row.js'
export { walletRow, walletRowStyles } from '../primitives/wallet-row-template.js'
export { icon } from '../primitives/icons.js'
