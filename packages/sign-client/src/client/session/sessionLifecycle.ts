import { payloadId } from '../../core/payloadId.js'
import { getSdkError, MissingOrInvalidError, NoMatchingKeyError } from '../../errors/protocolErrors.js'
import { InvalidUpdateRequestError } from '../../errors/sdkErrors.js'
import type { ClientContext } from '../context/context.js'
import { assertNotRecentlyDeleted, isObject, toPeerError } from '../context/guards.js'
import { assertConformingNamespaces, assertSessionNamespaces } from './namespaces.js'
import { assertPairingTopic, deletePairing } from '../pairing/pairings.js'
import { PingTimeoutError } from '../../errors/clientErrors.js'
import {
  nowSeconds,
  PING_RESPONSE_DELAY_MS,
  PING_TIMEOUT_MS,
  SESSION_LIFETIME_SECONDS,
} from '../transport/rpcOptions.js'
import { assertSessionTopic, deleteSession, isOutOfSync, setSessionExpiry } from './sessions.js'
import type { JsonRpcError, SessionNamespace } from '../../types/protocol.js'

// A settled session to its end: the wallet's updates and extensions, pings, and deletion by either
// side. The settlement itself ends a proposal (proposal/settlement.ts); expiries are client/expiries.ts.

/** The peer's answer to a request, or its error as a PeerError; the promise is handed out, so never unhandled. */
function acknowledgement(context: ClientContext, id: number): Promise<void> {
  const answer = context.transport.waitFor(id).then(
    () => undefined,
    (error: unknown) => Promise.reject(toPeerError(error)),
  )
  answer.catch(() => undefined)
  return answer
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
