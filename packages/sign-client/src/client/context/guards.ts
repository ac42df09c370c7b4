import { BaseError } from '../../errors/BaseError.js'
import { MissingOrInvalidError } from '../../errors/protocolErrors.js'
import { PeerError } from '../../errors/sdkErrors.js'
import type { ClientContext } from './context.js'
import type { JsonRpcError } from '../../types/protocol.js'

/** A plain object (not null, not an array): what every JSON-RPC params and struct must be. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The error reply for a failed incoming request: the error's protocol code and short message. */
export const asError = (error: unknown): JsonRpcError =>
  error instanceof BaseError
    ? { code: typeof error.code === 'number' ? error.code : 5, message: error.shortMessage }
    : { code: 5, message: error instanceof Error ? error.message : 'Missing or invalid.' }

/** A peer's error object (how the transport rejects) as a `PeerError`; our own errors pass through. */
export const toPeerError = (error: unknown): unknown =>
  !(error instanceof Error) && isObject(error) && typeof error.code === 'number'
    ? new PeerError(error as JsonRpcError)
    : error

/** Session or scoped properties: a record with a value for every key. */
export function assertProperties(properties: unknown, context: string): void {
  if (properties === undefined) return
  if (!isObject(properties) || Object.values(properties).some((value) => value === null || value === undefined))
    throw new MissingOrInvalidError(`${context} must have a value for every key`)
}

/** A session or proposal deleted lately is refused by name, not as unknown. */
export function assertNotRecentlyDeleted(context: ClientContext, key: string | number, name: string): void {
  if (context.deleted.has(key)) throw new MissingOrInvalidError(`Record was recently deleted - ${name}: ${key}`)
}
