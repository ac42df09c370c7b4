import { WebSocket } from 'ws'
import type { RelayLimits } from './limits.js'
import type { RateWindow } from './rateLimiter.js'

/** What `sendFrame` needs of the stream under a WebSocket (a `net.Socket`). */
export type Corkable = { cork(): void; uncork(): void }

/** An `irn_subscription` request waiting for the client's ack: which message it carried. */
export type PendingDelivery = { topic: string; id: string }

/** One authenticated WebSocket connection. */
export type Connection = {
  /** Unique within the process. */
  id: number
  socket: WebSocket
  /** The TCP stream under `socket`, corked while frames of one event-loop turn gather (`sendFrame`). */
  transport: Corkable
  /** Whether `transport` is corked until the end of this turn. */
  corked: boolean
  /** The `iss` of the client's relay JWT (`did:key:z6Mk...`). */
  clientId: string
  /** What per-address limits count it by (`addressKey`). */
  addressKey: string
  /** topic → subscription id */
  subscriptions: Map<string, string>
  /** Outstanding `irn_subscription` requests by id, waiting for the client's ack. */
  pending: Map<string, PendingDelivery>
  /** Topics with messages held back while the send buffer was full; they are sent when it drains. */
  deferredTopics: Set<string>
  rate: RateWindow
  alive: boolean
  /** The frame being handled: frames of one connection are handled in order, and stores answer asynchronously. */
  work: Promise<void>
}

/**
 * Runs `task` after the connection's previous work, so its frames keep their order while a store answers
 * asynchronously. A failure is logged and does not stop the frames after it.
 *
 * @example
 * enqueue(connection, () => handleFrame(connection, data))
 */
export function enqueue(connection: Connection, task: () => Promise<void> | void): void {
  connection.work = connection.work.then(task).catch((error: unknown) => {
    console.error('agentry-relay: failed to handle a frame', error)
  })
}

/** Close code for a connection whose send buffer outgrew twice `maxBufferedBytes`. */
export const SEND_BUFFER_CLOSE_CODE = 1008
const SEND_BUFFER_CLOSE_REASON = 'Send buffer full: the client is not reading.'
/** A client that does not read never answers the close frame; it is dropped after this. */
const CLOSE_GRACE_MS = 1000

/** Whether live delivery to this connection may go on: its send buffer is under the bound. */
export function hasRoomToDeliver(connection: Connection, limits: RelayLimits): boolean {
  return connection.socket.bufferedAmount < limits.maxBufferedBytes
}

/**
 * Sends one frame; `onWritten` runs once it has left the send buffer. Deliveries stop at
 * `maxBufferedBytes` (`hasRoomToDeliver`), so only replies to the client's own requests can push the
 * buffer further; past twice the bound the client is closed with 1008, so memory stays bounded.
 *
 * @example
 * sendFrame(connection, formatResult(rawId, true), limits, () => resumeIfDrained(connection))
 */
export function sendFrame(connection: Connection, text: string, limits: RelayLimits, onWritten?: () => void): void {
  const { socket } = connection
  if (socket.readyState !== WebSocket.OPEN) return
  gatherThisTurn(connection)
  socket.send(text, (error) => {
    if (!error) onWritten?.()
  })
  if (socket.bufferedAmount > 2 * limits.maxBufferedBytes) {
    socket.close(SEND_BUFFER_CLOSE_CODE, SEND_BUFFER_CLOSE_REASON)
    setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref()
  }
}

const uncork = (connection: Connection) => {
  connection.corked = false
  connection.transport.uncork()
}

/**
 * Holds the connection's frames until the end of this event-loop turn, so that the frames it gets in one
 * turn (replies, deliveries) leave in one write: under load a socket write per frame was the largest share
 * of the relay's CPU. The wait is the rest of the turn, not a timer.
 */
function gatherThisTurn(connection: Connection): void {
  if (connection.corked) return
  connection.corked = true
  connection.transport.cork()
  setImmediate(uncork, connection)
}
