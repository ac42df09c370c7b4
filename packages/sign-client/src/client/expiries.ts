import { parseExpirerTarget } from '../core/expirerTarget.js'
import { ExpiredError } from '../errors/protocolErrors.js'
import type { ClientContext } from './context/context.js'
import { endLinkRoute } from './link/linkRoutes.js'
import { deletePairing } from './pairing/pairings.js'
import { deleteProposal } from './proposal/proposals.js'
import { deleteSession } from './session/sessions.js'

// What the expirer times ends here: one place that knows every kind of record it times.

/** Something the expirer timed reached its expiry: a session, pairing, proposal, request or sign-in request. */
export async function onExpired(context: ClientContext, target: string): Promise<void> {
  const parsed = parseExpirerTarget(target)
  if ('topic' in parsed) {
    if (context.session.has(parsed.topic)) {
      await deleteSession(context, parsed.topic)
      context.events.emit('session_expire', { topic: parsed.topic })
    } else if (context.pairing.has(parsed.topic)) await deletePairing(context, parsed.topic)
    return
  }
  const { id } = parsed
  if (context.proposal.has(id)) {
    await deleteProposal(context, id)
    const waiter = context.connecting.get(id)
    context.connecting.delete(id)
    waiter?.reject(new ExpiredError('Proposal expired'))
    context.events.emit('proposal_expire', { id })
  } else if (context.pendingRequest.has(id)) {
    await context.pendingRequest.delete(id)
    // Expired unanswered: the wallet's queue moves on to the next request.
    context.queue.settle(id)
    context.events.emit('session_request_expire', { id })
  } else if (context.authRequest.has(id)) {
    endLinkRoute(context, context.authRequest.get(id))
    await context.authRequest.delete(id)
  }
}
