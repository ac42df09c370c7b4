import type { RelayLimits } from './limits.js'
import {
  readMessage,
  readOptionalAttestation,
  readOptionalTag,
  readParams,
  readTopic,
  readTopics,
  readTtl,
} from './params.js'
import type { Connection } from './connection.js'
import type { RelayHub } from './relayHub.js'
import { RPC_ERRORS, RpcError } from './rpcErrors.js'

/** What a method returns: the result to reply with, and work to do after the reply is sent. */
export type MethodOutcome = { result: unknown; after?: () => Promise<void> }

type MethodContext = { hub: RelayHub; limits: RelayLimits; connection: Connection }
type Method = (params: unknown, context: MethodContext) => Promise<MethodOutcome>

/** Tags and TTL the official clients use for the proposal, its answer and the settle request. */
const SESSION_PROPOSE_TAG = 1100
const SESSION_PROPOSE_RESPONSE_TAG = 1101
const SESSION_SETTLE_TAG = 1102
const SESSION_DEFAULT_TTL_SECONDS = 300

const runAll = (thunks: Array<() => Promise<void>>) => async () => {
  for (const thunk of thunks) await thunk()
}

const METHODS: Record<string, Method> = {
  async irn_subscribe(params, { hub, connection }) {
    const topic = readTopic(readParams(params), 'topic')
    const { id, deliverStored } = hub.subscribe(connection, topic)
    return { result: id, after: deliverStored }
  },

  async irn_batchSubscribe(params, { hub, connection, limits }) {
    const topics = readTopics(readParams(params))
    const fresh = new Set(topics.filter((topic) => !connection.subscriptions.has(topic)))
    if (connection.subscriptions.size + fresh.size > limits.maxSubscriptionsPerConnection) {
      throw new RpcError(
        RPC_ERRORS.SUBSCRIPTION_LIMIT,
        `Subscription limit reached: at most ${limits.maxSubscriptionsPerConnection} topics per connection.`,
      )
    }
    const subscribed = topics.map((topic) => hub.subscribe(connection, topic))
    return {
      result: subscribed.map(({ id }) => id),
      after: runAll(subscribed.map(({ deliverStored }) => deliverStored)),
    }
  },

  async irn_unsubscribe(params, { hub, connection }) {
    const object = readParams(params)
    const topic = readTopic(object, 'topic')
    if (object.id !== undefined && typeof object.id !== 'string') {
      throw new RpcError(RPC_ERRORS.INVALID_PARAMS, 'Invalid params: id must be a string.')
    }
    hub.unsubscribe(connection, topic)
    return { result: true }
  },

  async irn_publish(params, { hub, connection, limits }) {
    const object = readParams(params)
    const attestation = readOptionalAttestation(object)
    await hub.publish(connection, {
      topic: readTopic(object, 'topic'),
      message: readMessage(object, 'message'),
      ttlSeconds: readTtl(object, limits.maxTtlSeconds),
      tag: readOptionalTag(object),
      ...(attestation ? { attestation } : {}),
      countRequest: true,
    })
    return { result: true }
  },

  async irn_batchFetchMessages(params, { hub, connection }) {
    return { result: await hub.fetch(connection, readTopics(readParams(params))) }
  },

  async wc_proposeSession(params, { hub, connection, limits }) {
    const object = readParams(params)
    const pairingTopic = readTopic(object, 'pairingTopic')
    const message = readMessage(object, 'sessionProposal')
    const ttlSeconds = readTtl(object, limits.maxTtlSeconds, SESSION_DEFAULT_TTL_SECONDS)
    const attestation = readOptionalAttestation(object)
    const { deliverStored } = hub.subscribe(connection, pairingTopic)
    await hub.publish(connection, {
      topic: pairingTopic,
      message,
      ttlSeconds,
      tag: SESSION_PROPOSE_TAG,
      ...(attestation ? { attestation } : {}),
    })
    return { result: true, after: deliverStored }
  },

  async wc_approveSession(params, { hub, connection, limits }) {
    const object = readParams(params)
    const sessionTopic = readTopic(object, 'sessionTopic')
    const pairingTopic = readTopic(object, 'pairingTopic')
    const response = readMessage(object, 'sessionProposalResponse')
    const settle = readMessage(object, 'sessionSettlementRequest')
    const ttlSeconds = readTtl(object, limits.maxTtlSeconds, SESSION_DEFAULT_TTL_SECONDS)
    const { deliverStored } = hub.subscribe(connection, sessionTopic)
    await hub.publish(connection, {
      topic: pairingTopic,
      message: response,
      ttlSeconds,
      tag: SESSION_PROPOSE_RESPONSE_TAG,
    })
    await hub.publish(connection, { topic: sessionTopic, message: settle, ttlSeconds, tag: SESSION_SETTLE_TAG })
    return { result: true, after: deliverStored }
  },
}

/**
 * Runs one relay method. Throws `RpcError` for an unknown method (-32601) or bad params (-32602).
 *
 * @example
 * const { result, after } = await runMethod('irn_subscribe', { topic }, { hub, limits, connection })
 */
export async function runMethod(method: string, params: unknown, context: MethodContext): Promise<MethodOutcome> {
  const handler = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined
  if (!handler) throw new RpcError(RPC_ERRORS.METHOD_NOT_FOUND, `Method not found: ${method}`)
  return handler(params, context)
}
