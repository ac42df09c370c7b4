import { readRawId } from '@agentry/sign-client'
import { RPC_ERRORS, RpcError } from './rpcErrors.js'

/** A request from a client; `rawId` is the id's JSON text as sent (a number or a string). */
export type IncomingRequest = { kind: 'request'; rawId: string; method: string; params: unknown }
/** A client's answer to a relay request (an `irn_subscription` ack); `idKey` is the id without quotes. */
export type IncomingResponse = { kind: 'response'; idKey: string; ok: boolean }
/** A frame that cannot be served; `rawId` is set when the id could be read. */
export type IncomingInvalid = { kind: 'invalid'; rawId: string; error: RpcError }

export type IncomingFrame = IncomingRequest | IncomingResponse | IncomingInvalid

const NULL_ID = 'null'

function isIdValue(value: unknown): value is string | number {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
}

/**
 * Parses one WebSocket text frame as a JSON-RPC 2.0 request or response. Never throws: defects come
 * back as `kind: 'invalid'` with the error to answer.
 *
 * @example
 * parseFrame('{"id":"1732012345678901234","jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"ab"}}')
 * // { kind: 'request', rawId: '"1732012345678901234"', method: 'irn_subscribe', params: { topic: 'ab' } }
 */
export function parseFrame(text: string): IncomingFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid', rawId: NULL_ID, error: new RpcError(RPC_ERRORS.PARSE_ERROR, 'Parse error: not JSON.') }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const error = new RpcError(RPC_ERRORS.INVALID_REQUEST, 'Invalid request: expected a JSON-RPC object.')
    return { kind: 'invalid', rawId: NULL_ID, error }
  }
  const message = value as Record<string, unknown>
  const id = message.id
  if (!isIdValue(id)) {
    const error = new RpcError(RPC_ERRORS.INVALID_REQUEST, 'Invalid request: id must be a number or a string.')
    return { kind: 'invalid', rawId: NULL_ID, error }
  }
  const rawId = typeof id === 'string' ? JSON.stringify(id) : (readRawId(text) ?? JSON.stringify(id))
  if (message.method === undefined && ('result' in message || 'error' in message)) {
    const idKey = typeof id === 'string' ? id : rawId
    return { kind: 'response', idKey, ok: 'result' in message && message.error === undefined }
  }
  if (typeof message.method !== 'string' || message.method === '') {
    const error = new RpcError(RPC_ERRORS.INVALID_REQUEST, 'Invalid request: method must be a non-empty string.')
    return { kind: 'invalid', rawId, error }
  }
  if (message.jsonrpc !== undefined && message.jsonrpc !== '2.0') {
    return {
      kind: 'invalid',
      rawId,
      error: new RpcError(RPC_ERRORS.INVALID_REQUEST, 'Invalid request: jsonrpc must be "2.0".'),
    }
  }
  return { kind: 'request', rawId, method: message.method, params: message.params }
}

/**
 * A JSON-RPC result reply that echoes the request id verbatim.
 *
 * @example
 * formatResult('"1732012345678901234"', true) // '{"id":"1732012345678901234","jsonrpc":"2.0","result":true}'
 */
export function formatResult(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

/**
 * A JSON-RPC error reply that echoes the request id verbatim.
 *
 * @example
 * formatError('7', -32601, 'Method not found: foo') // '{"id":7,"jsonrpc":"2.0","error":{"code":-32601,"message":"Method not found: foo"}}'
 */
export function formatError(rawId: string, code: number, message: string): string {
  return `{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

/**
 * A relay-to-client JSON-RPC request.
 *
 * @example
 * formatRequest(1, 'irn_subscription', { id: subId, data }) // '{"id":1,"jsonrpc":"2.0","method":"irn_subscription",...}'
 */
export function formatRequest(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}

/**
 * An `irn_subscription` request from its parts, the data already serialised: a message delivered to several
 * connections is serialised once, and each frame only adds its request id and subscription id. The same
 * text as `formatRequest(id, 'irn_subscription', { id: subscriptionId, data })`.
 *
 * @example
 * formatSubscription(7, '3b1f', '{"topic":"ab","message":"m","publishedAt":1,"attestation":""}')
 * // '{"id":7,"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"3b1f","data":{"topic":"ab",...}}}'
 */
export function formatSubscription(id: number, subscriptionId: string, dataJson: string): string {
  return `{"id":${id},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":${JSON.stringify(subscriptionId)},"data":${dataJson}}}`
}
