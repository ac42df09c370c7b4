import { getSdkError } from '../errors/protocolErrors.js'
import { onAuthenticateResponse } from './auth/authenticate.js'
import { onAuthenticateRequest } from './auth/authenticateAnswers.js'
import type { ClientContext } from './context/context.js'
import { asError } from './context/guards.js'
import { isIgnoredOnPairing, isUnregisteredOnPairing } from './pairing/pairingMethods.js'
import { onPairingDelete } from './pairing/pairings.js'
import { onProposal, onProposeResponse } from './proposal/proposals.js'
import { isMeantForThisSide } from './context/roles.js'
import type { ProtocolMethod } from './transport/rpcOptions.js'
import { onSessionDelete, onSessionExtend, onSessionPing, onSessionUpdate } from './session/sessionLifecycle.js'
import { onSettle, onSettleResponse } from './proposal/settlement.js'
import { onSessionEvent, onSessionRequest } from './request/sessionRequests.js'
import type { JsonRpcRequest, JsonRpcResponse } from '../types/protocol.js'

// Where the transport hands what it opened: each request and response goes to the part of the
// protocol it belongs to.

/** Session methods whose failure is answered with an error reply (a proposal's has its own, auto-reject). */
const ANSWERED_ON_FAILURE: readonly ProtocolMethod[] = [
  'wc_sessionSettle',
  'wc_sessionRequest',
  'wc_sessionEvent',
  'wc_sessionUpdate',
  'wc_sessionExtend',
  'wc_sessionPing',
  'wc_sessionDelete',
]

/**
 * Routes a request from the peer by method; one that fails is answered with its error, and an unknown
 * method with WC_METHOD_UNSUPPORTED. `viaLink`: it came in a link (link mode), not from the relay.
 */
export async function onRequest(
  context: ClientContext,
  topic: string,
  request: JsonRpcRequest,
  { viaLink = false }: { viaLink?: boolean } = {},
): Promise<void> {
  const { id, method, params } = request
  // Sent by this side's own role (a copy that reached both peers): not answered, or both would answer.
  if (!isMeantForThisSide(context, topic, method)) return
  if (isIgnoredOnPairing(context, topic, method)) return
  if (isUnregisteredOnPairing(context, topic, method)) {
    const refusal = getSdkError('WC_METHOD_UNSUPPORTED', method)
    return await context.transport.sendError(topic, id, 'wc_sessionRequest', refusal).catch(() => undefined)
  }
  try {
    switch (method) {
      case 'wc_sessionPropose':
        return await onProposal(context, topic, id, params)
      case 'wc_sessionSettle':
        return await onSettle(context, topic, id, params)
      case 'wc_sessionAuthenticate':
        return await onAuthenticateRequest(context, topic, id, params, viaLink)
      case 'wc_sessionRequest':
        return await onSessionRequest(context, topic, id, params)
      case 'wc_sessionEvent':
        return await onSessionEvent(context, topic, id, params)
      case 'wc_sessionUpdate':
        return await onSessionUpdate(context, topic, id, params)
      case 'wc_sessionExtend':
        return await onSessionExtend(context, topic, id)
      case 'wc_sessionPing':
        return await onSessionPing(context, topic, id)
      case 'wc_sessionDelete':
        return await onSessionDelete(context, topic, id)
      case 'wc_pairingDelete':
        return await onPairingDelete(context, topic, id)
      case 'wc_pairingPing':
        return await context.transport.sendResult(topic, id, 'wc_pairingPing', true)
      default:
        return await context.transport.sendError(
          topic,
          id,
          'wc_sessionRequest',
          getSdkError('WC_METHOD_UNSUPPORTED', method),
        )
    }
  } catch (error) {
    const answered = ANSWERED_ON_FAILURE.find((name) => name === method)
    if (answered && context.keyChain.has(topic))
      await context.transport.sendError(topic, id, answered, asError(error)).catch(() => undefined)
  }
}

/** Routes the peer's answer to a request we sent, by the method it answers. */
export async function onResponse(
  context: ClientContext,
  topic: string,
  response: JsonRpcResponse,
  method: string,
): Promise<void> {
  if (method === 'wc_sessionAuthenticate') return onAuthenticateResponse(context, topic, response)
  if (method === 'wc_sessionPropose') return onProposeResponse(context, response)
  if (method === 'wc_sessionSettle') return onSettleResponse(context, topic, response)
}
