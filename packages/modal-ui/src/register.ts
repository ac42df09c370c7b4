/**
 * Side-effect entry: importing `@agentry/modal-ui/register` defines `<agentry-modal>` and
 * `<agentry-connect-button>` (tags already defined are skipped).
 *
 * @example
 * import '@agentry/modal-ui/register'
 */
import { defineModalElements } from './define-modal-elements.js'

defineModalElements()
