/**
 * English texts of the alert bar; they load, with every view's English section, beside the first view shown (not in the first load). The titles are the names
 * of the spec's alerts (section 8), quoted exactly; the setup alerts show only in debug mode, to the
 * app's developer.
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title // 'Session Expired'
 */
export const alerts = {
  NETWORK_NOT_FOUND: {
    title: 'Network Not Found',
    body: 'The requested network is not one of the networks this app supports.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Invalid App Configuration',
    body: "This website's origin is not on the project's allowlist, or the embedded wallet could not be loaded. Add the origin to the project's allowed domains and reload the page.",
  },
  SESSION_EXPIRED: {
    title: 'Session Expired',
    body: "The session is not valid yet, which usually means this device's clock is wrong. Check the date and time settings, then reconnect your wallet.",
  },
  INVALID_PROJECT_ID: {
    title: 'Invalid Project ID',
    body: 'The service rejected the project ID. Check the `projectId` option passed to `initModal`.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Project ID Not Configured',
    body: 'No project ID is set, so services that need one are not used. Pass `projectId` to `initModal` to use them.',
  },
  close: 'Dismiss',
} as const
