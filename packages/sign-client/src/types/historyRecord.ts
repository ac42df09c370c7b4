import type { JsonValue } from '../storage/KeyValueStorage.js'

// The JSON-RPC history's stored record (core/JsonRpcHistory.ts keeps them; core/recordGuards.ts checks them).

export type JsonRpcResponse =
  | { id: number; jsonrpc?: '2.0'; result: JsonValue }
  | { id: number; jsonrpc?: '2.0'; error: { code: number; message: string; data?: JsonValue } }

/** One protocol request we sent or received, and its answer once there is one. */
export type JsonRpcRecord = {
  id: number
  topic: string
  request: { method: string; params: JsonValue }
  response?: JsonRpcResponse
  chainId?: string
  /** Unix seconds. */
  expiry?: number
  /** A request the peer sent (answered by us): a response with its id is never ours to take. */
  received?: true
}
