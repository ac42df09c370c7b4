/** Requests the app sends the embedded wallet frame (spec section 7). */
export const FRAME_REQUESTS = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'CONNECT_FARCASTER',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
  /** The frame shows the wallet's recovery phrase in its own panel, after a fresh login (never in its answer). */
  'EXPORT_WALLET',
] as const

export type FrameRequestName = (typeof FRAME_REQUESTS)[number]

/** Prefix of the app's messages to the frame, and of the frame's messages to the app. */
export const APP_MESSAGE_PREFIX = '@w3m-app/'
export const FRAME_MESSAGE_PREFIX = '@w3m-frame/'
/**
 * The frame posts this once it can take requests; nothing is sent before. The hosted frame's event is
 * `@w3m-frame/READY` (what the reference client waits for), not `@w3m-frame/FRAME_READY`.
 */
export const FRAME_READY = `${FRAME_MESSAGE_PREFIX}READY`

/**
 * The frame posts this (payload `{ needsUser: boolean }`) when it needs the user for a step of its own, such
 * as restoring the wallet with its recovery code on a new device: the app shows the frame, and the
 * requests waiting on it get `FRAME_USER_TIMEOUT_MS` instead of their timeout until the frame posts
 * `{ needsUser: false }`.
 */
export const FRAME_NEEDS_USER = `${FRAME_MESSAGE_PREFIX}NEEDS_USER`

/** How long requests wait while the frame needs the user (FRAME_NEEDS_USER): 15 minutes. */
export const FRAME_USER_TIMEOUT_MS = 15 * 60_000

/** Spec section 7: these requests give up after 30 000 ms. */
export const FRAME_TIMEOUT_MS = 30_000
export const TIMED_FRAME_REQUESTS: readonly FrameRequestName[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]

/** Spec section 9: another login email only 30 s after the last. */
export const EMAIL_COOLDOWN_MS = 30_000
/** Spec section 5: social providers the embedded wallet allows. */
export const FRAME_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type FrameSocialProvider = (typeof FRAME_SOCIAL_PROVIDERS)[number]

/** A request as posted: `{ type: '@w3m-app/NAME', id, payload }`. */
export type FrameRequestMessage = {
  type: `${typeof APP_MESSAGE_PREFIX}${FrameRequestName}`
  id: string
  payload?: unknown
}
