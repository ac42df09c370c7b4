import { DatabaseUnavailableError } from '../errors.js'

/** Socket-level failures: the server is down, restarting, or not reachable on the network. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])

/** SQLSTATEs of a server that is there but not serving: connection exceptions, shutdown, no free slots. */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/

/** What `pg` throws, without a code, when a connection dies, a connect or a query times out. */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/

/**
 * Whether an error from the `pg` driver means the database cannot be reached (as opposed to a statement
 * the database refused, which is a bug and stays a 500).
 *
 * @example
 * isConnectionError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })) // true
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true
  if (error instanceof AggregateError) return error.errors.some(isConnectionError)
  return PG_CONNECTION_MESSAGES.test(error.message)
}

/**
 * The error a caller should see: {@link DatabaseUnavailableError} (503) for a connection failure, the
 * error itself otherwise.
 *
 * @example
 * try { await pool.query(sql) } catch (error) { throw asDatabaseError(error) }
 */
export function asDatabaseError(error: unknown): unknown {
  if (!isConnectionError(error) || error instanceof DatabaseUnavailableError) return error
  return new DatabaseUnavailableError(error)
}
