import { parseExpirerTarget } from '../core/expirerTarget.js'
import { payloadId } from '../core/payloadId.js'
import { ExpiredError, getSdkError, MissingOrInvalidError, NoMatchingKeyError } from '../errors/protocolErrors.js'
import { InvalidUpdateRequestError, PeerError } from '../errors/sdkErrors.js'
import { endLinkRoute } from './authenticateAnswers.js'
import type { ClientContext } from './context.js'
import { assertNotRecentlyDeleted, isObject, toPeerError } from './guards.js'
import { assertConformingNamespaces, assertSessionNamespaces } from './namespaces.js'
import { activatePairing, assertPairingTopic, deleteDuplicatePairings, deletePairing } from './pairings.js'
import { deleteProposal } from './proposals.js'
import { PingTimeoutError } from './clientErrors.js'
import { nowSeconds, PING_RESPONSE_DELAY_MS, PING_TIMEOUT_MS, SESSION_LIFETIME_SECONDS } from './rpcOptions.js'
import { assertSessionTopic, deleteSession, isOutOfSync, saveSession, setSessionExpiry } from './sessions.js'
import type { JsonRpcError, JsonRpcResponse, Metadata, SessionNamespace, SessionStruct } from './types.js'

// A session from settlement to its end: the dapp's side of the settlement, the wallet's updates and
// extensions, pings, deletion by either side, and expiry of everything the expirer times.

/** The peer's answer to a request, or its error as a PeerError; the promise is handed out, so never unhandled. */
function acknowledgement(context: ClientContext, id: number): Promise<void> {
  const answer = context.transport.waitFor(id).then(
    () => undefined,
    (error: unknown) => Promise.reject(toPeerError(error)),
  )
  answer.catch(() => undefined)
  return answer
}

/** The wallet's settlement of our proposal (dapp): the session is stored and `approval()` resolves. */
export async function onSettle(context: ClientContext, topic: string, id: number, params: unknown): Promise<void> {
  const pending = [...context.connecting].find(([, entry]) => entry.sessionTopic === topic)
  if (!pending) throw new NoMatchingKeyError(`Pending session not found for topic ${topic}`)
  const [proposalId, waiter] = pending
  if (!isObject(params) || !isObject(params.relay) || typeof params.relay.protocol !== 'string')
    throw new MissingOrInvalidError(`onSessionSettleRequest() relay protocol should be a string`)
  const { controller } = params
  if (!isObject(controller) || typeof controller.publicKey !== 'string' || !isObject(controller.metadata))
    throw new MissingOrInvalidError('onSessionSettleRequest() controller')
  assertSessionNamespaces(params.namespaces, 'onSessionSettleRequest()')
  if (typeof params.expiry !== 'number' || params.expiry <= nowSeconds())
    throw new ExpiredError('onSessionSettleRequest()')
  const proposal = context.proposal.has(proposalId) ? context.proposal.get(proposalId) : undefined
  const session = await saveSession(context, {
    topic,
    ...(proposal ? { pairingTopic: proposal.pairingTopic } : {}),
    relay: params.relay as SessionStruct['relay'],
    expiry: params.expiry,
    acknowledged: true,
    controller: controller.publicKey,
    namespaces: params.namespaces,
    requiredNamespaces: proposal?.requiredNamespaces ?? {},
    optionalNamespaces: proposal?.optionalNamespaces ?? {},
    selfPublicKey: waiter.publicKey,
    peer: { publicKey: controller.publicKey, metadata: controller.metadata as unknown as Metadata },
    ...(isObject(params.sessionProperties)
      ? { sessionProperties: params.sessionProperties as Record<string, string> }
      : {}),
    ...(isObject(params.scopedProperties) ? { scopedProperties: params.scopedProperties } : {}),
    ...(isObject(params.sessionConfig) ? { sessionConfig: params.sessionConfig } : {}),
  })
  context.connecting.delete(proposalId)
  await deleteProposal(context, proposalId)
  if (proposal) {
    await activatePairing(context, proposal.pairingTopic, session.peer.metadata)
    if (context.pairing.has(proposal.pairingTopic))
      await deleteDuplicatePairings(context, proposal.pairingTopic, session.peer.metadata.url)
  }
  await context.transport.sendResult(topic, id, 'wc_sessionSettle', true)
  context.events.emit('session_connect', { session })
  waiter.resolve(session)
}

/** The dapp's answer to our settlement (wallet): `acknowledged()` resolves, or the session is dropped. */
export async function onSettleResponse(
  context: ClientContext,
  topic: string,
  response: JsonRpcResponse,
): Promise<void> {
  const waiter = context.settling.get(topic)
  context.settling.delete(topic)
  if ('error' in response) {
    // The dapp refused our settlement: the session ends here, and says so like any other ending.
    if (context.session.has(topic)) {
      await deleteSession(context, topic)
      context.events.emit('session_delete', { id: response.id, topic })
    }
    waiter?.reject(new PeerError(response.error))
    return
  }
  if (context.session.has(topic)) await context.session.update(topic, { acknowledged: true })
  if (context.session.has(topic)) waiter?.resolve(context.session.get(topic))
}

/**
 * The session topic or pairing topic `topic` names, checked: a string that is known (official wording,
 * "session or pairing topic"); a session is also checked as `assertSessionTopic` does.
 */
function assertSessionOrPairingTopic(context: ClientContext, topic: unknown): 'session' | 'pairing' {
  if (typeof topic !== 'string' || !topic)
    throw new MissingOrInvalidError(`session or pairing topic should be a string: ${String(topic)}`)
  assertNotRecentlyDeleted(context, topic, 'session')
  if (context.session.has(topic)) return (assertSessionTopic(context, topic), 'session')
  if (context.pairing.has(topic)) return (assertPairingTopic(context, topic), 'pairing')
  throw new NoMatchingKeyError(`session or pairing topic doesn't exist: ${topic}`)
}

/** Either side replaces the session's namespaces (the official 2.21.8 client lets the dapp update too). */
export async function update(
  context: ClientContext,
  params: { topic: string; namespaces: Record<string, SessionNamespace> },
): Promise<{ acknowledged: () => Promise<void> }> {
  if (!isObject(params)) throw new MissingOrInvalidError(`update() params: ${JSON.stringify(params)}`)
  const session = assertSessionTopic(context, params.topic)
  assertSessionNamespaces(params.namespaces, 'update()')
  assertConformingNamespaces(session.requiredNamespaces, params.namespaces, 'update()')
  await context.session.update(params.topic, { namespaces: params.namespaces })
  const id = await context.transport.send(params.topic, 'wc_sessionUpdate', { namespaces: params.namespaces })
  const answer = acknowledgement(context, id)
  return { acknowledged: () => answer }
}

/** Either side extends the session to 7 days from now (as the official 2.21.8 client lets it). */
export async function extend(
  context: ClientContext,
  params: { topic: string },
): Promise<{ acknowledged: () => Promise<void> }> {
  if (!isObject(params)) throw new MissingOrInvalidError(`extend() params: ${JSON.stringify(params)}`)
  assertSessionTopic(context, params.topic)
  await setSessionExpiry(context, params.topic, nowSeconds() + SESSION_LIFETIME_SECONDS)
  const id = await context.transport.send(params.topic, 'wc_sessionExtend', {})
  const answer = acknowledgement(context, id)
  return { acknowledged: () => answer }
}

/** Pings the peer of a session or a pairing and resolves once it answered. */
export async function ping(context: ClientContext, params: { topic: string }): Promise<void> {
  if (!isObject(params)) throw new MissingOrInvalidError(`ping() params: ${JSON.stringify(params)}`)
  const kind = assertSessionOrPairingTopic(context, params.topic)
  const id = payloadId()
  // An offline peer never answers: the wait is bounded (PingTimeoutError), as `close()` also ends it.
  const timeoutMs = context.options.pingTimeoutMs ?? PING_TIMEOUT_MS
  const answer = context.transport.waitFor(id, {
    timeoutMs,
    onTimeout: () => new PingTimeoutError({ topic: params.topic, timeoutMs }),
  })
  // A ping that never went out ends its wait with the send's error, so no waiter is left behind.
  await context.transport
    .send(params.topic, kind === 'session' ? 'wc_sessionPing' : 'wc_pairingPing', {}, { id })
    .catch((error: unknown) => {
      context.transport.abandon(id, error instanceof Error ? error : new Error(String(error)))
      answer.catch(() => undefined)
      throw error
    })
  await answer.catch((error: unknown) => Promise.reject(toPeerError(error)))
  await new Promise((resolve) => setTimeout(resolve, PING_RESPONSE_DELAY_MS))
}

/** Ends a session (telling the peer why) or a pairing. */
export async function disconnect(
  context: ClientContext,
  params: { topic: string; reason?: JsonRpcError },
): Promise<void> {
  if (!isObject(params)) throw new MissingOrInvalidError(`disconnect() params: ${JSON.stringify(params)}`)
  const reason = params.reason ?? getSdkError('USER_DISCONNECTED')
  if (assertSessionOrPairingTopic(context, params.topic) === 'pairing') {
    await context.transport.send(params.topic, 'wc_pairingDelete', reason).catch(() => undefined)
    await deletePairing(context, params.topic)
    return
  }
  assertSessionTopic(context, params.topic)
  await context.transport.send(params.topic, 'wc_sessionDelete', reason)
  await deleteSession(context, params.topic)
  // The deep link a wallet chose belongs to the session that ended (as the official client clears it).
  await context.storage.removeItem('WALLETCONNECT_DEEPLINK_CHOICE').catch(() => undefined)
}

/** The wallet's new namespaces (dapp); a stale update is refused with INVALID_UPDATE_REQUEST. */
export async function onSessionUpdate(
  context: ClientContext,
  topic: string,
  id: number,
  params: unknown,
): Promise<void> {
  const session = assertSessionTopic(context, topic)
  if (isOutOfSync(context, `${topic}:update`, id)) throw new InvalidUpdateRequestError()
  const namespaces = isObject(params) ? params.namespaces : undefined
  assertSessionNamespaces(namespaces, 'update()')
  assertConformingNamespaces(session.requiredNamespaces, namespaces, 'update()')
  await context.session.update(topic, { namespaces })
  await context.transport.sendResult(topic, id, 'wc_sessionUpdate', true)
  context.events.emit('session_update', { id, topic, params: { namespaces } })
}

/** The wallet extended the session (dapp). */
export async function onSessionExtend(context: ClientContext, topic: string, id: number): Promise<void> {
  assertSessionTopic(context, topic)
  await setSessionExpiry(context, topic, nowSeconds() + SESSION_LIFETIME_SECONDS)
  await context.transport.sendResult(topic, id, 'wc_sessionExtend', true)
  context.events.emit('session_extend', { id, topic })
}

/** The peer pinged the session. */
export async function onSessionPing(context: ClientContext, topic: string, id: number): Promise<void> {
  assertSessionTopic(context, topic)
  await context.transport.sendResult(topic, id, 'wc_sessionPing', true)
  context.events.emit('session_ping', { id, topic })
}

/** The peer ended the session. */
export async function onSessionDelete(context: ClientContext, topic: string, id: number): Promise<void> {
  assertSessionTopic(context, topic)
  await context.transport.sendResult(topic, id, 'wc_sessionDelete', true)
  await deleteSession(context, topic)
  context.events.emit('session_delete', { id, topic })
}

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
