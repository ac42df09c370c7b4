import { payloadId } from '../../core/payloadId.js'
import { MissingOrInvalidError } from '../../errors/protocolErrors.js'
import { RequestExpiredError } from '../../errors/clientErrors.js'
import type { ClientContext } from '../context/context.js'
import { UNKNOWN_VERIFY } from '../context/events.js'
import { isObject, toPeerError } from '../context/guards.js'
import { isChainInSession, isEventAllowed, isMethodAllowed } from '../session/namespaces.js'
import { nowSeconds, REQUEST_EXPIRY_BOUNDS } from '../transport/rpcOptions.js'
import { assertSessionTopic, isOutOfSync } from '../session/sessions.js'
import type { JsonRpcResponse, PendingRequestStruct } from '../../types/protocol.js'

// Traffic inside a session: the dapp's requests (`wc_sessionRequest`) and the wallet's answers, which
// pass through the wallet's request queue, and the wallet's events (`wc_sessionEvent`).

export type RequestParameters = {
  topic: string
  chainId: string
  request: { method: string; params?: unknown }
  expiry?: number
}

export type EmitParameters = { topic: string; chainId: string; event: { name: string; data: unknown } }

/** The dapp sends a granted request and waits for the answer, or until `expiry` seconds have passed. */
export async function request<T>(context: ClientContext, params: RequestParameters): Promise<T> {
  if (!isObject(params)) throw new MissingOrInvalidError(`request() params: ${JSON.stringify(params)}`)
  const { topic, chainId, request, expiry = REQUEST_EXPIRY_BOUNDS.min } = params
  const session = assertSessionTopic(context, topic)
  if (!isChainInSession(session.namespaces, chainId)) throw new MissingOrInvalidError(`request() chainId: ${chainId}`)
  if (!isObject(request) || typeof request.method !== 'string' || !request.method)
    throw new MissingOrInvalidError(`request() ${JSON.stringify(request)}`)
  if (!isMethodAllowed(session.namespaces, chainId, request.method))
    throw new MissingOrInvalidError(`request() method: ${request.method}`)
  const { min, max } = REQUEST_EXPIRY_BOUNDS
  if (typeof expiry !== 'number' || !Number.isFinite(expiry) || expiry < min || expiry > max) {
    throw new MissingOrInvalidError(
      `request() expiry: ${String(expiry)}. Expiry must be a number (in seconds) between ${min} and ${max}`,
    )
  }
  const id = payloadId()
  // The caller holds this one promise: the answer, the expiry, or the send's failure (which ends the
  // wait and its timer at once). A send still waiting for the relay when the expiry comes is not
  // waited for, and its late outcome is handled here, so nothing is left to reject unhandled.
  const answer = context.transport.waitFor(id, { timeoutMs: expiry * 1000, onTimeout: () => new RequestExpiredError() })
  const sent = { method: request.method, params: request.params ?? [] }
  const expiryTimestamp = nowSeconds() + expiry
  context.transport
    .send(topic, 'wc_sessionRequest', { request: { ...sent, expiryTimestamp }, chainId }, { id, ttl: expiry })
    .then(
      () => context.events.emit('session_request_sent', { id, topic, chainId, request: sent }),
      (error: unknown) => context.transport.abandon(id, error instanceof Error ? error : new Error(String(error))),
    )
  return (await answer.catch((error: unknown) => Promise.reject(toPeerError(error)))) as T
}

/** The wallet answers a session request; the queue then moves on to the next one. */
export async function respond(
  context: ClientContext,
  params: { topic: string; response: JsonRpcResponse },
): Promise<void> {
  if (!isObject(params)) throw new MissingOrInvalidError(`respond() params: ${JSON.stringify(params)}`)
  const { topic, response } = params
  assertSessionTopic(context, topic)
  if (
    !isObject(response) ||
    typeof response.id !== 'number' ||
    response.jsonrpc !== '2.0' ||
    !('result' in response || isObject((response as { error?: unknown }).error))
  ) {
    throw new MissingOrInvalidError(`respond() response: ${JSON.stringify(response)}`)
  }
  if ('result' in response) await context.transport.sendResult(topic, response.id, 'wc_sessionRequest', response.result)
  else await context.transport.sendError(topic, response.id, 'wc_sessionRequest', response.error)
  if (context.pendingRequest.has(response.id)) await context.pendingRequest.delete(response.id)
  await context.expirer.del(response.id).catch(() => undefined)
  context.queue.settle(response.id)
}

/** The wallet emits a granted event to the dapp. */
export async function emit(context: ClientContext, params: EmitParameters): Promise<void> {
  if (!isObject(params)) throw new MissingOrInvalidError(`emit() params: ${JSON.stringify(params)}`)
  const session = assertSessionTopic(context, params.topic)
  if (!isChainInSession(session.namespaces, params.chainId))
    throw new MissingOrInvalidError(`emit() chainId: ${params.chainId}`)
  if (
    !isObject(params.event) ||
    typeof params.event.name !== 'string' ||
    !isEventAllowed(session.namespaces, params.chainId, params.event.name)
  ) {
    throw new MissingOrInvalidError(`emit() event: ${JSON.stringify(params.event)}`)
  }
  await context.transport.send(params.topic, 'wc_sessionEvent', { event: params.event, chainId: params.chainId })
}

/** A session request from the dapp (wallet): checked, kept until answered or expired, and queued. */
export async function onSessionRequest(
  context: ClientContext,
  topic: string,
  id: number,
  params: unknown,
): Promise<void> {
  const session = assertSessionTopic(context, topic)
  if (!isObject(params) || !isObject(params.request) || typeof params.request.method !== 'string')
    throw new MissingOrInvalidError(`request() ${JSON.stringify(params)}`)
  if (!isChainInSession(session.namespaces, params.chainId))
    throw new MissingOrInvalidError(`request() chainId: ${String(params.chainId)}`)
  const chainId = params.chainId as string
  if (!isMethodAllowed(session.namespaces, chainId, params.request.method))
    throw new MissingOrInvalidError(`request() method: ${params.request.method}`)
  const expiryTimestamp =
    typeof params.request.expiryTimestamp === 'number'
      ? params.request.expiryTimestamp
      : nowSeconds() + REQUEST_EXPIRY_BOUNDS.min
  if (expiryTimestamp <= nowSeconds()) return context.events.emit('session_request_expire', { id })
  const pending: PendingRequestStruct = {
    id,
    topic,
    params: { request: { method: params.request.method, params: params.request.params, expiryTimestamp }, chainId },
    // A session by link is checked as the official client checks it: the universal link against the url.
    verifyContext:
      session.transportType === 'link_mode' ? context.link.verifyContextFor(session.peer.metadata) : UNKNOWN_VERIFY,
  }
  await context.pendingRequest.set(id, pending)
  await context.expirer.set(id, expiryTimestamp)
  context.queue.push(pending)
}

/** A session event from the wallet (dapp): a granted one is acknowledged and announced; a stale one is ignored. */
export async function onSessionEvent(
  context: ClientContext,
  topic: string,
  id: number,
  params: unknown,
): Promise<void> {
  const session = assertSessionTopic(context, topic)
  if (isOutOfSync(context, `${topic}:event`, id)) return
  if (
    !isObject(params) ||
    !isObject(params.event) ||
    typeof params.event.name !== 'string' ||
    typeof params.chainId !== 'string'
  )
    throw new MissingOrInvalidError(`emit() event: ${JSON.stringify(params)}`)
  if (!isEventAllowed(session.namespaces, params.chainId, params.event.name))
    throw new MissingOrInvalidError(`emit() event: ${JSON.stringify(params.event)}`)
  await context.transport.sendResult(topic, id, 'wc_sessionEvent', true)
  const event = { name: params.event.name, data: params.event.data }
  context.events.emit('session_event', { id, topic, params: { event, chainId: params.chainId } })
}
