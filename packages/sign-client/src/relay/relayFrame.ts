import { readRawId } from '../jsonrpc/rawId.js'
import type { RelayMessage } from './relayTypes.js'

/** A frame the relay sent, as the relay client acts on it. */
export type RelayFrame =
  /** A delivery (`irn_subscription`): `ack` is the answer to send back (the request id kept verbatim). */
  | { kind: 'delivery'; ack: string | undefined; message: RelayMessage | undefined }
  /** The answer to call `id`. */
  | { kind: 'answer'; id: number; result: unknown; error: { code?: number; message?: string } | undefined }

/**
 * Reads one frame from the relay: a delivery to acknowledge (with its message when it is well formed)
 * or the answer to a call. Anything else (not JSON, a request the client does not serve) is undefined.
 * The ack repeats the delivery's id as written, since ids past 2^53 do not survive a JSON number.
 *
 * @example
 * const frame = readRelayFrame('{"id":1,"jsonrpc":"2.0","result":true}') // { kind: 'answer', id: 1, … }
 */
export function readRelayFrame(text: string): RelayFrame | undefined {
  let frame: { id?: unknown; method?: unknown; params?: unknown; result?: unknown; error?: unknown }
  try {
    frame = JSON.parse(text) as typeof frame
  } catch {
    return undefined // not JSON: nothing to answer
  }
  if (typeof frame !== 'object' || frame === null) return undefined
  if (frame.method === 'irn_subscription') {
    const rawId = readRawId(text)
    const data = (frame.params as { data?: RelayMessage } | undefined)?.data
    const wellFormed = data && typeof data.topic === 'string' && typeof data.message === 'string'
    return {
      kind: 'delivery',
      ack: rawId === undefined ? undefined : `{"id":${rawId},"jsonrpc":"2.0","result":true}`,
      message: wellFormed ? data : undefined,
    }
  }
  if (typeof frame.id !== 'number') return undefined
  const error = frame.error ? (frame.error as { code?: number; message?: string }) : undefined
  return { kind: 'answer', id: frame.id, result: frame.result, error }
}
