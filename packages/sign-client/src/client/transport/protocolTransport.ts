import type { JsonRpcHistory } from '../../core/JsonRpcHistory.js'
import type { KeyChain } from '../../core/KeyChain.js'
import { payloadId } from '../../core/payloadId.js'
import { storageRefusal } from '../../core/storageRefusal.js'
import { decodeEnvelope, encodeEnvelope, peekEnvelopeType } from '../../crypto/envelope.js'
import type { JsonValue } from '../../storage/KeyValueStorage.js'
import type { RelayClient, RelayMessage } from '../../relay/relayClient.js'
import { RelayFrameTooLargeError, RelayRequestError } from '../../relay/relayErrors.js'
import { RPC_OPTIONS, type ProtocolMethod } from './rpcOptions.js'
import { RequestExpiredError, UnidentifiablePayloadError } from '../../errors/clientErrors.js'
import type { JsonRpcError, JsonRpcRequest, JsonRpcResponse } from '../../types/protocol.js'

/** Why a relay message was dropped, for the client's `message_dropped` report and tests. */
export type DropReason =
  | 'unknown-topic'
  | 'undecryptable'
  | 'plaintext-on-relay'
  | 'plaintext-not-sign-in'
  | 'not-json-rpc'
  | 'replayed'
  | 'unexpected-response'
  | 'storage-full'

export type ProtocolTransportParameters = {
  relay: RelayClient
  keyChain: KeyChain
  history: JsonRpcHistory
  /** A new request from the peer (replays are dropped before this); `viaLink` when it came in a link. */
  onRequest(topic: string, request: JsonRpcRequest, via: { viaLink: boolean }): Promise<void>
  /** The peer's answer to a request we sent, with the method we sent. */
  onResponse(topic: string, response: JsonRpcResponse, method: string): Promise<void>
  /** A message dropped; an unidentifiable payload comes with its UnidentifiablePayloadError. */
  onDrop?(topic: string, reason: DropReason, error?: Error): void
  /** Link mode: the peer's universal link when `topic` goes by link, and how a link is opened. */
  link?: LinkRoute
}

/** Where link mode plugs in: what goes by link and how it leaves (see linkMode.ts). */
export type LinkRoute = {
  appLinkFor(topic: string): string | undefined
  open(universalLink: string, topic: string, envelope: string): Promise<void>
}

/** The JSON-RPC code of a method the relay does not know. */
const METHOD_NOT_FOUND = -32601

type Waiter = { resolve(result: unknown): void; reject(error: JsonRpcError | Error): void }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The protocol's JSON-RPC over the relay: every payload sealed with its topic's key (type 0 envelopes),
 * every request we send recorded in the history so its answer finds its method, and incoming messages
 * opened, checked and routed. Undecryptable, plaintext, malformed and replayed messages are dropped,
 * never thrown. Internal to the client.
 *
 * @example
 * const id = await transport.send(topic, 'wc_sessionPing', {})
 * await transport.waitFor(id)
 */
export class ProtocolTransport {
  readonly #parameters: ProtocolTransportParameters
  readonly #waiters = new Map<number, Waiter>()

  constructor(parameters: ProtocolTransportParameters) {
    this.#parameters = parameters
    parameters.relay.on('message', (message) => void this.receive(message))
  }

  /**
   * Sends a request on `topic` and resolves with its id once the relay took it. `answerTopic` is where
   * the answer comes (a sign-in's response topic), when not on `topic` itself.
   */
  async send(
    topic: string,
    method: ProtocolMethod,
    params: unknown,
    {
      id = payloadId(),
      ttl,
      answerTopic = topic,
      attestation,
    }: { id?: number; ttl?: number; answerTopic?: string; attestation?: string } = {},
  ): Promise<number> {
    const option = RPC_OPTIONS[method].req
    const request: JsonRpcRequest = { id, jsonrpc: '2.0', method, params }
    await this.#parameters.history.set({ id, topic: answerTopic, request: { method, params: params as JsonValue } })
    await this.#publish(topic, request, {
      ...option,
      ...(ttl ? { ttl } : {}),
      ...(attestation ? { attestation } : {}),
    }).catch(async (error: unknown) => {
      // Never sent (too large for the relay): its record must not wait for an answer, nor fill storage.
      if (error instanceof RelayFrameTooLargeError) await this.#parameters.history.delete(answerTopic, id)
      throw error
    })
    return id
  }

  /**
   * Sends a dapp's proposal with the relay's `wc_proposeSession` (publish on the pairing topic and
   * subscribe to it in one call), or with `irn_publish` where the relay does not know that method.
   */
  async sendProposal(pairingTopic: string, request: JsonRpcRequest, attestation?: string): Promise<void> {
    const { method, params, id } = request
    await this.#parameters.history.set({ id, topic: pairingTopic, request: { method, params: params as JsonValue } })
    const option = RPC_OPTIONS.wc_sessionPropose.req
    const sessionProposal = this.#seal(pairingTopic, request)
    const extra = attestation ? { attestation } : {}
    await this.#withFallback(
      () =>
        this.#parameters.relay.publishWith('wc_proposeSession', {
          pairingTopic,
          sessionProposal,
          ttl: option.ttl,
          correlationId: id,
          ...extra,
        }),
      () => this.#publish(pairingTopic, request, { ...option, ...extra }),
    )
  }

  /**
   * Sends a wallet's approval with the relay's `wc_approveSession`: the answer to proposal `proposalId`
   * on the pairing topic and the settle request on the session topic, and the subscription to the
   * session topic, in one call (or as two `irn_publish` where the relay does not know that method).
   */
  async sendApproval(
    { pairingTopic, sessionTopic, proposalId }: { pairingTopic: string; sessionTopic: string; proposalId: number },
    answer: unknown,
    settleParams: unknown,
  ): Promise<void> {
    const response: JsonRpcResponse = { id: proposalId, jsonrpc: '2.0', result: answer }
    const settle: JsonRpcRequest = { id: payloadId(), jsonrpc: '2.0', method: 'wc_sessionSettle', params: settleParams }
    if (this.#parameters.history.exists(pairingTopic, proposalId))
      await this.#parameters.history.resolve(response as never).catch(() => false)
    const record = { method: settle.method, params: settleParams as JsonValue }
    await this.#parameters.history.set({ id: settle.id, topic: sessionTopic, request: record })
    await this.#withFallback(
      () =>
        this.#parameters.relay.publishWith('wc_approveSession', {
          sessionTopic,
          pairingTopic,
          sessionProposalResponse: this.#seal(pairingTopic, response),
          sessionSettlementRequest: this.#seal(sessionTopic, settle),
          ttl: RPC_OPTIONS.wc_sessionPropose.res.ttl,
          correlationId: proposalId,
        }),
      async () => {
        await this.#publish(pairingTopic, response, RPC_OPTIONS.wc_sessionPropose.res)
        await this.#publish(sessionTopic, settle, RPC_OPTIONS.wc_sessionSettle.req)
      },
    )
  }

  /** Runs `batch`; a relay without the batch method (-32601) gets `plain` instead. */
  async #withFallback(batch: () => Promise<void>, plain: () => Promise<void>): Promise<void> {
    try {
      await batch()
    } catch (error) {
      if (!(error instanceof RelayRequestError) || error.code !== METHOD_NOT_FOUND) throw error
      await plain()
    }
  }

  /** Answers request `id` on `topic` with a result. */
  async sendResult(topic: string, id: number, method: ProtocolMethod, result: unknown): Promise<void> {
    await this.#respond(topic, { id, jsonrpc: '2.0', result }, RPC_OPTIONS[method].res)
  }

  /**
   * Answers a sign-in request on its response topic in a type 1 envelope: sealed with a key derived from
   * a fresh key of ours and the requester's public key (which is all the requester knows).
   */
  async sendSealed(
    topic: string,
    response: JsonRpcResponse,
    seal: { senderPrivateKey: string; senderPublicKey: string; receiverPublicKey: string },
    option: { ttl: number; tag: number },
  ): Promise<void> {
    const appLink = this.#parameters.link?.appLinkFor(topic)
    const payload = JSON.stringify(response)
    if (appLink !== undefined) {
      const envelope = encodeEnvelope({ type: 1, ...seal, payload, encoding: 'base64url' })
      return this.#parameters.link!.open(appLink, topic, envelope)
    }
    const message = encodeEnvelope({ type: 1, ...seal, payload })
    await this.#parameters.relay.publish(topic, message, { ...option, prompt: false, correlationId: response.id })
  }

  /** Answers request `id` on `topic` with an error; `kind` picks the reject or auto-reject tag where the method has one. */
  async sendError(
    topic: string,
    id: number,
    method: ProtocolMethod,
    error: JsonRpcError,
    kind: 'res' | 'reject' | 'autoReject' = 'res',
  ): Promise<void> {
    const options = RPC_OPTIONS[method]
    await this.#respond(
      topic,
      { id, jsonrpc: '2.0', error: { code: error.code, message: error.message } },
      options[kind] ?? options.res,
    )
  }

  /**
   * The answer to request `id`: resolves with its result, rejects with its error object, or with
   * `onTimeout()` after `timeoutMs`.
   */
  waitFor(
    id: number,
    { timeoutMs, onTimeout }: { timeoutMs?: number; onTimeout?: () => Error } = {},
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              this.#waiters.delete(id)
              reject(onTimeout?.() ?? new RequestExpiredError())
            }, timeoutMs)
      this.#waiters.set(id, {
        resolve: (result) => (clearTimeout(timer), resolve(result)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      })
    })
  }

  /** How many sent requests still wait for their answer here (each one holds a promise and maybe a timer). */
  get waiting(): number {
    return this.#waiters.size
  }

  /** Fails every waiting request at once (the client closed). */
  abandonAll(error: Error): void {
    const waiters = [...this.#waiters.values()]
    this.#waiters.clear()
    for (const waiter of waiters) waiter.reject(error)
  }

  /** Fails a waiting request (its session ended). */
  abandon(id: number, error: Error): void {
    this.#waiters.get(id)?.reject(error)
    this.#waiters.delete(id)
  }

  /**
   * Records a request that leaves in a link the caller opens itself (a link-mode sign-in's URI), and
   * returns its plaintext (type 2) envelope, base64url.
   */
  async prepareLinkRequest(
    method: ProtocolMethod,
    params: unknown,
    { id, answerTopic }: { id: number; answerTopic: string },
  ): Promise<string> {
    const request: JsonRpcRequest = { id, jsonrpc: '2.0', method, params }
    await this.#parameters.history.set({ id, topic: answerTopic, request: { method, params: params as JsonValue } })
    return encodeEnvelope({ type: 2, payload: JSON.stringify(request), encoding: 'base64url' })
  }

  /**
   * Opens and routes one relay message, or with `viaLink` one that came in a link (base64url, where a
   * plaintext envelope is accepted on a topic we do not know yet). Never throws.
   */
  async receive({ topic, message }: RelayMessage, { viaLink = false }: { viaLink?: boolean } = {}): Promise<void> {
    const { keyChain, history, onDrop } = this.#parameters
    const encoding = viaLink ? 'base64url' : 'base64'
    if (!viaLink && !keyChain.has(topic)) return onDrop?.(topic, 'unknown-topic')
    let payload: unknown
    try {
      const type = peekEnvelopeType(message, { encoding })
      if (type !== 2 && !keyChain.has(topic)) return onDrop?.(topic, 'unknown-topic')
      // A type 1 envelope arrives on a sign-in's response topic, whose key-chain entry is our public key.
      const opened =
        type === 2
          ? decodeEnvelope(message, { encoding })
          : type === 1
            ? decodeEnvelope(message, { receiverPrivateKey: keyChain.get(keyChain.get(topic)), encoding })
            : decodeEnvelope(message, { symKey: keyChain.get(topic), encoding })
      // A plaintext envelope is for link mode only: over the relay anyone could have written it.
      if (opened.type === 2 && !viaLink) return onDrop?.(topic, 'plaintext-on-relay')
      payload = JSON.parse(opened.payload)
      // By link, plaintext carries only the sign-in request that opens the exchange (no key is shared yet).
      if (opened.type === 2 && !(isObject(payload) && payload.method === 'wc_sessionAuthenticate'))
        return onDrop?.(topic, 'plaintext-not-sign-in')
    } catch {
      return onDrop?.(topic, 'undecryptable')
    }
    const unidentifiable = () => onDrop?.(topic, 'not-json-rpc', new UnidentifiablePayloadError({ topic }))
    if (!isObject(payload) || typeof payload.id !== 'number' || !Number.isSafeInteger(payload.id))
      return unidentifiable()
    try {
      if (typeof payload.method === 'string') {
        const { id, method } = { id: payload.id, method: payload.method }
        // A request seen before (a replay or a redelivery) is not handled twice.
        const fresh = await history
          .set({ id, topic, request: { method, params: (payload.params ?? null) as JsonValue }, received: true })
          .catch(async (error: unknown) => {
            // Not recorded (storage full): answered with an error at once, never left in silence.
            const refusal = storageRefusal(error)
            if (!refusal) throw error
            const option = RPC_OPTIONS[(method in RPC_OPTIONS ? method : 'wc_sessionRequest') as ProtocolMethod].res
            await this.#publish(topic, { id, jsonrpc: '2.0', error: refusal }, option)
            return undefined
          })
        if (fresh === undefined) return onDrop?.(topic, 'storage-full')
        if (!fresh) return onDrop?.(topic, 'replayed')
        await this.#parameters.onRequest(
          topic,
          {
            id: payload.id,
            jsonrpc: '2.0',
            method: payload.method,
            params: payload.params,
          },
          { viaLink },
        )
        return
      }
      const isResult = 'result' in payload
      const isError = isObject(payload.error) && typeof payload.error.code === 'number'
      if (!isResult && !isError) return unidentifiable()
      if (!history.exists(topic, payload.id)) return onDrop?.(topic, 'unexpected-response')
      const record = history.get(topic, payload.id)
      // An answer to a request the peer sent us (a copy of the request reached both ends): not ours.
      if (record.received) return onDrop?.(topic, 'unexpected-response')
      const response = (
        isResult
          ? { id: payload.id, jsonrpc: '2.0', result: payload.result }
          : { id: payload.id, jsonrpc: '2.0', error: payload.error }
      ) as JsonRpcResponse
      if (!(await history.resolve(response as never))) return onDrop?.(topic, 'replayed')
      const waiter = this.#waiters.get(payload.id)
      this.#waiters.delete(payload.id)
      if ('result' in response) waiter?.resolve(response.result)
      else waiter?.reject(response.error)
      await this.#parameters.onResponse(topic, response, record.request.method)
    } catch {
      onDrop?.(topic, 'not-json-rpc')
    }
  }

  async #respond(
    topic: string,
    response: JsonRpcResponse,
    option: { ttl: number; tag: number; prompt?: boolean },
  ): Promise<void> {
    if (this.#parameters.history.exists(topic, response.id))
      await this.#parameters.history.resolve(response as never).catch(() => false)
    await this.#publish(topic, response, option)
  }

  #seal(topic: string, payload: JsonRpcRequest | JsonRpcResponse): string {
    return encodeEnvelope({ type: 0, symKey: this.#parameters.keyChain.get(topic), payload: JSON.stringify(payload) })
  }

  async #publish(
    topic: string,
    payload: JsonRpcRequest | JsonRpcResponse,
    { ttl, tag, prompt, attestation }: { ttl: number; tag: number; prompt?: boolean; attestation?: string },
  ): Promise<void> {
    const appLink = this.#parameters.link?.appLinkFor(topic)
    if (appLink !== undefined) {
      const symKey = this.#parameters.keyChain.get(topic)
      const envelope = encodeEnvelope({ type: 0, symKey, payload: JSON.stringify(payload), encoding: 'base64url' })
      return this.#parameters.link!.open(appLink, topic, envelope)
    }
    await this.#parameters.relay.publish(topic, this.#seal(topic, payload), {
      ttl,
      tag,
      prompt: prompt ?? false,
      correlationId: payload.id,
      ...(attestation ? { attestation } : {}),
    })
  }
}
