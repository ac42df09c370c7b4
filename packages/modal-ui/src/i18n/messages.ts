import type { Messages } from './en/core.js'
import { localeState } from './localeState.js'

export type { Messages } from './en/core.js'

/**
 * Every user-facing string of the modal, in the current language (`setLocale`). Read it at render time
 * (not at module load) so a language switch shows everywhere; views re-render on the switch through
 * `StoreController`.
 *
 * @example
 * html`<p>${messages.connect.noWallet}</p>`
 */
export const messages: Messages = new Proxy({} as Messages, {
  get: (_, section) => localeState.catalogue[section as keyof Messages],
})
