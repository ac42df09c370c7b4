/** JSON-RPC error codes the relay answers with. The -320xx ones are relay-specific server errors. */
export const RPC_ERRORS = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  RATE_LIMITED: -32029,
  SUBSCRIPTION_LIMIT: -32030,
  STORE_FULL: -32031,
} as const

export type RpcErrorCode = (typeof RPC_ERRORS)[keyof typeof RPC_ERRORS]

import { BaseError } from '@agentry/sign-client/errors'

/**
 * An error a method handler throws; the connection turns it into a JSON-RPC error reply with the same
 * request id. It never reaches the process.
 *
 * @example
 * throw new RpcError(RPC_ERRORS.INVALID_PARAMS, 'Invalid params: topic must be a non-empty string.')
 */
export class RpcError extends BaseError<RpcErrorCode> {
  override name = 'RpcError'

  constructor(code: RpcErrorCode, message: string) {
    super(message, { code })
  }
}
