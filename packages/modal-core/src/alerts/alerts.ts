/** How loud an alert is; the alert bar picks its colour and icon from it. */
export type AlertSeverity = 'info' | 'warning' | 'error'

export type AlertCode =
  | 'NETWORK_NOT_FOUND'
  | 'INVALID_APP_CONFIGURATION'
  | 'SESSION_EXPIRED'
  | 'INVALID_PROJECT_ID'
  | 'PROJECT_ID_NOT_CONFIGURED'

/** One entry of the alert catalogue. `shortMessage` is the specification's name of the alert. */
export type Alert = {
  readonly code: AlertCode
  readonly shortMessage: string
  /** What happened and what to do, in one or two plain sentences. */
  readonly longMessage: string
  readonly severity: AlertSeverity
  /**
   * Who can act on it: the person using the app (a wrong clock, an unknown network), or the app's
   * developer (its setup), whose alerts show only in debug mode.
   */
  readonly audience: 'user' | 'developer'
}

/**
 * The alerts of the specification (section 8, "Alerts"): problems with the app's setup or the
 * session that the modal reports in its alert bar instead of throwing.
 *
 * @example
 * showAlert(ALERTS.networkNotFound)
 */
export const ALERTS = {
  networkNotFound: {
    code: 'NETWORK_NOT_FOUND',
    shortMessage: 'Network Not Found',
    longMessage: 'The requested network is not one of the networks this app is configured for.',
    severity: 'warning',
    audience: 'user',
  },
  invalidAppConfiguration: {
    code: 'INVALID_APP_CONFIGURATION',
    shortMessage: 'Invalid App Configuration',
    longMessage:
      "This website's origin is not on the project's allowlist, or the embedded wallet could not be loaded. " +
      "Add the origin to the project's allowed domains and reload the page.",
    severity: 'error',
    audience: 'developer',
  },
  sessionExpired: {
    code: 'SESSION_EXPIRED',
    shortMessage: 'Session Expired',
    longMessage:
      "The session token is not valid yet, which usually means this device's clock is wrong. " +
      'Check the date and time settings, then reconnect your wallet.',
    severity: 'warning',
    audience: 'user',
  },
  invalidProjectId: {
    code: 'INVALID_PROJECT_ID',
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project ID was rejected by the service. Check the `projectId` option passed to `initModal`.',
    severity: 'error',
    audience: 'developer',
  },
  projectIdNotConfigured: {
    code: 'PROJECT_ID_NOT_CONFIGURED',
    shortMessage: 'Project ID Not Configured',
    longMessage:
      'No project ID is set. The modal works without one, but services that need a project ID are not used. ' +
      'Pass `projectId` to `initModal` to use them.',
    severity: 'warning',
    audience: 'developer',
  },
} as const satisfies Record<string, Alert>
