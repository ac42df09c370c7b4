import { hashKey } from '../../crypto/hashes.js'
import type { AuthRequestStruct } from '../../types/protocol.js'
import type { ClientContext } from '../context/context.js'

// A wallet answers a sign-in that came by link by link too: the sign-in's response topic is routed to
// the dapp's universal link while the sign-in is pending, and only then.

/**
 * Routes the response topics of the pending sign-ins that came by link again, after a restart.
 *
 * @example
 * restoreLinkRoutes(context) // in init, once the stores are loaded
 */
export function restoreLinkRoutes(context: ClientContext): void {
  for (const pending of context.authRequest.getAll())
    if (pending.transportType === 'link_mode')
      context.link.routeTopic(hashKey(pending.params.requester.publicKey), pending.params.requester.metadata)
}

/**
 * Ends a pending sign-in's link route, if it had one: called whenever a sign-in ends (answered,
 * rejected, expired), so routes never outnumber pending sign-ins.
 */
export function endLinkRoute(context: ClientContext, pending: AuthRequestStruct): void {
  if (pending.transportType === 'link_mode') context.link.unrouteTopic(hashKey(pending.params.requester.publicKey))
}
