/**
 * Side-effect entry: importing `@agentry/modal-ui/register` defines `<agentry-modal>` and
 * `<agentry-connect-button>` (tags already defined are skipped). Its types declare every public `agentry-*`
 * tag in `HTMLElementTagNameMap`, so `document.querySelector('agentry-modal')` is typed; JSX types for
 * React, Preact, Vue and Svelte are at `@agentry/modal-ui/jsx/*`.
 *
 * @example
 * import '@agentry/modal-ui/register'
 * const modal = document.querySelector('agentry-modal') // AgentryModalElement | null
 */
import { defineModalElements } from './define-modal-elements.js'

export type { AgentryElementTag } from './element-types.js'

defineModalElements()
