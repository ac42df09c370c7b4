import { defineElement } from '../internal/define-element.js'
import { AgentryAvatar } from './agentry-avatar.js'
import { AgentryButton } from './agentry-button.js'
import { AgentryIconButton } from './agentry-icon-button.js'
import { AgentryInlineError } from './agentry-inline-error.js'
import { AgentrySnackbar } from './agentry-snackbar.js'
import { AgentrySpinner } from './agentry-spinner.js'
import { AgentryText } from './agentry-text.js'
import { AgentryWalletImage } from './agentry-wallet-image.js'
import { AgentryWalletRow } from './agentry-wallet-row.js'

/**
 * Tag of every primitive, with its class; views define the ones they render.
 *
 * @example
 * customElements.get('agentry-button') === primitiveElements['agentry-button']
 */
export const primitiveElements = {
  'agentry-avatar': AgentryAvatar,
  'agentry-button': AgentryButton,
  'agentry-icon-button': AgentryIconButton,
  'agentry-inline-error': AgentryInlineError,
  'agentry-snackbar': AgentrySnackbar,
  'agentry-spinner': AgentrySpinner,
  'agentry-text': AgentryText,
  'agentry-wallet-image': AgentryWalletImage,
  'agentry-wallet-row': AgentryWalletRow,
} as const

/** Tag name of a primitive. */
export type PrimitiveTag = keyof typeof primitiveElements

/**
 * Defines the named primitives (all of them when called without arguments); tags already defined are skipped.
 *
 * @example
 * definePrimitives('agentry-button', 'agentry-spinner')
 */
export function definePrimitives(...tags: PrimitiveTag[]): void {
  const wanted = tags.length > 0 ? tags : (Object.keys(primitiveElements) as PrimitiveTag[])
  for (const tag of wanted) defineElement(tag, primitiveElements[tag])
}
