export { AgentryConnectButton } from './connect-button/agentry-connect-button.js'
export { StoreController } from './controllers/store-controller.js'
export { defineModalElements } from './define-modal-elements.js'
export { defineElement } from './internal/define-element.js'
export type { DevWarningCode } from './internal/dev-warning.js'
export { messages, type Messages } from './messages.js'
export { en } from './i18n/en.js'
export { LOCALES, localeState, setLocale, type Locale } from './i18n/localeState.js'
export { AgentryAvatar, addressHues } from './primitives/agentry-avatar.js'
export { AgentryButton, type ButtonVariant } from './primitives/agentry-button.js'
export { AgentryIconButton } from './primitives/agentry-icon-button.js'
export { AgentryInlineError } from './primitives/agentry-inline-error.js'
export { AgentrySpinner } from './primitives/agentry-spinner.js'
export { AgentryText, type TextVariant } from './primitives/agentry-text.js'
export { AgentryWalletRow } from './primitives/agentry-wallet-row.js'
export { definePrimitives, primitiveElements, type PrimitiveTag } from './primitives/define-primitives.js'
export { icon, type IconName } from './primitives/icons.js'
export {
  AgentryModalElement,
  type OpenChangeDetail,
  type ViewChangeDetail,
} from './shell/agentry-modal.js'
export { isViewLoaded, loadView } from './shell/view-registry.js'
export { baseStyles, themeDefaults, themeStyles, visuallyHiddenStyles, type ThemeMode } from './theme/theme-styles.js'
