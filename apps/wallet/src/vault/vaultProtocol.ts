import type { DeviceShareRecord } from '../keys/deviceShare.js'

// The messages between the wallet window (`/vault`, the host's first-party popup) and the frame that opened
// it. Both are on the host's origin: each side posts with the host's origin as target and takes a message
// only from that origin and from the one window it talks to, so no other page (the dapp's included) sees them.

/** The wallet window is listening (posted to its opener). */
export const VAULT_READY = 'agentry-vault/READY'
/** A device-share step the frame asks the wallet window to do in the host's first-party storage. */
export const VAULT_REQUEST = 'agentry-vault/REQUEST'
/** The wallet window's answer to one request. */
export const VAULT_RESULT = 'agentry-vault/RESULT'
/** The frame is done: the wallet window closes. */
export const VAULT_DONE = 'agentry-vault/DONE'

/** One of the three steps of a device-share store, for one account. */
export type VaultStep = { accountId: string } & (
  | { op: 'get' }
  | { op: 'delete' }
  | { op: 'put'; record: DeviceShareRecord }
)

/** What the frame may ask. */
export type VaultRequest = {
  type: typeof VAULT_REQUEST
  id: number
  /** The embedding site the frame serves, shown in the window and checked against the allow list. */
  site: string
} & VaultStep

/** The outcome of one step. */
export type VaultAnswer = { ok: true; record: DeviceShareRecord | null } | { ok: false; message: string }

export type VaultResult = { type: typeof VAULT_RESULT; id: number } & VaultAnswer

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** A record as the frame seals it: a CryptoKey object (kept by structured clone) and the sealed share. */
export const isDeviceShareRecord = (value: unknown): value is DeviceShareRecord =>
  isObject(value) &&
  typeof value.sealed === 'string' &&
  value.sealed.length <= 4096 &&
  typeof CryptoKey !== 'undefined' &&
  value.key instanceof CryptoKey

/**
 * Checks a message's shape as a request (origin and window are the caller's checks).
 *
 * @example
 * if (isVaultRequest(event.data)) await run(event.data)
 */
export function isVaultRequest(value: unknown): value is VaultRequest {
  if (!isObject(value) || value.type !== VAULT_REQUEST) return false
  if (typeof value.id !== 'number' || typeof value.site !== 'string' || typeof value.accountId !== 'string')
    return false
  if (value.accountId.length === 0 || value.accountId.length > 512) return false
  if (value.op === 'get' || value.op === 'delete') return true
  return value.op === 'put' && isDeviceShareRecord(value.record)
}

/**
 * Checks a message's shape as an answer to a request.
 *
 * @example
 * if (isVaultResult(event.data) && event.data.id === id) settle(event.data)
 */
export function isVaultResult(value: unknown): value is VaultResult {
  // From the host's own window (the caller checked source and origin): the shape of its answers only.
  return isObject(value) && value.type === VAULT_RESULT && typeof value.id === 'number'
}
