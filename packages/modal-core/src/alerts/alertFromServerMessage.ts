import { ALERTS, type Alert } from './alerts.js'

// The services' own texts (spec section 8), matched inside a longer body or error message.
const serverMessages: [text: string, alert: Alert][] = [
  ['Unauthorized: origin not allowed', ALERTS.invalidAppConfiguration],
  ['JWT validation error: JWT Token is not yet valid', ALERTS.sessionExpired],
  ['Unauthorized: invalid key', ALERTS.invalidProjectId],
]

/**
 * The catalogue alert for a known server error message, or undefined. The message may be embedded in
 * a longer text (a JSON body, an error's message).
 *
 * @example
 * const alert = alertFromServerMessage(await response.text())
 * if (alert) showAlert(alert)
 */
export function alertFromServerMessage(message: unknown): Alert | undefined {
  if (typeof message !== 'string') return undefined
  return serverMessages.find(([text]) => message.includes(text))?.[1]
}
