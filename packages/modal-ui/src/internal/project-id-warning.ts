import { warnOnce } from './dev-warning.js'

// Its own module, imported by the views only: the long message stays out of the page's first load
// (dev-warning.ts is loaded with the shell).

/**
 * The one development warning for features hidden because `projectId` is not set (Buy, account names, and
 * any feature `dataSources` sets to 'hosted'; tokens, activity, ENS names and Swap read the chain without
 * one): the user sees the feature hidden or explained in plain words,
 * the developer reads here which option enables it. Printed once per page, whichever view notices first.
 *
 * @example
 * if (!optionsState.projectId) warnProjectIdMissing()
 */
export function warnProjectIdMissing(): void {
  warnOnce(
    'AGENTRY_UI_OPTION_MISSING',
    "The `projectId` option of initModal is not set, so Buy, account names and the features `dataSources` sets to 'hosted' are hidden or shown as unavailable (tokens, activity, ENS names and Swap read the chain without it; email and social login need `projectId` or `embeddedWallet.hostUrl`). Pass `projectId` to enable them.",
  )
}
