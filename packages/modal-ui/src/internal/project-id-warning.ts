import { warnOnce } from './dev-warning.js'

// Its own module, imported by the views only: the long message stays out of the page's first load
// (dev-warning.ts is loaded with the shell).

/**
 * The one development warning for features hidden because `projectId` is not set (Buy, Swap, activity,
 * account names, email and social login): the user sees the feature hidden or explained in plain words,
 * the developer reads here which option enables it. Printed once per page, whichever view notices first.
 *
 * @example
 * if (!optionsState.projectId) warnProjectIdMissing()
 */
export function warnProjectIdMissing(): void {
  warnOnce(
    'AGENTRY_UI_OPTION_MISSING',
    'The `projectId` option of initModal is not set, so Buy, Swap, activity, account names and email and social login are hidden or shown as unavailable. Pass `projectId` to enable them.',
  )
}
