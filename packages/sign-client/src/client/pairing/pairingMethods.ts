import type { ClientContext } from '../context/context.js'

// What a pairing carries: the methods its URI announced (a sign-in's `wc_sessionAuthenticate`), and the
// methods this client answers on pairings (the official core's `pairing.register`).

/** Pairing-level methods every client answers, registered or not. */
const PAIRING_OWN_METHODS = new Set(['wc_pairingPing', 'wc_pairingDelete'])

/**
 * Whether a request on a pairing is to be dropped unanswered: the pairing's URI announced a sign-in
 * (`methods=wc_sessionAuthenticate`), the request is another method (the dapp's fallback proposal), and
 * this wallet listens for `session_authenticate`, so it signs in instead. A wallet that does not listen
 * still gets the proposal, as with the official client.
 *
 * @example
 * if (isIgnoredOnPairing(context, topic, 'wc_sessionPropose')) return
 */
export function isIgnoredOnPairing(context: ClientContext, topic: string, method: string): boolean {
  if (!context.pairing.has(topic)) return false
  const expected = context.pairing.get(topic).methods
  if (!expected || expected.includes(method)) return false
  return expected.includes('wc_sessionAuthenticate') && context.events.listenerCount('session_authenticate') > 0
}

/**
 * Whether a request on a pairing names a method this client did not register (`core.pairing.register`):
 * it is then answered WC_METHOD_UNSUPPORTED (a dapp's sign-in then falls back to its proposal). With no
 * registration made, every protocol method is registered.
 *
 * @example
 * context.pairingMethods.registered = ['wc_sessionPropose']
 * isUnregisteredOnPairing(context, pairingTopic, 'wc_sessionAuthenticate') // true
 */
export function isUnregisteredOnPairing(context: ClientContext, topic: string, method: string): boolean {
  const { registered } = context.pairingMethods
  if (!registered || PAIRING_OWN_METHODS.has(method) || !context.pairing.has(topic)) return false
  return !registered.includes(method)
}
