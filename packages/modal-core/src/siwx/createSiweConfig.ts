import type { IntervalTimers, SiwxConfig, SiwxMessageParams, SiwxSession } from '../options/siwxConfig.js'

/** Spec sections 7 and 9: nonce and session are refetched every 5 minutes. */
export const SIWX_REFETCH_INTERVAL_MS = 300_000

export type CreateSiweConfigParameters = {
  getNonce: () => Promise<string>
  getSession: () => Promise<SiwxSession | null>
  verifyMessage: (args: { message: string; signature: string }) => Promise<boolean>
  signOut: () => Promise<void>
  /** Domain, uri, chains and statement; defaults come from the page location. */
  getMessageParams?: () => Promise<SiwxMessageParams>
  required?: boolean
  signOutOnDisconnect?: boolean
  signOutOnAccountChange?: boolean
  signOutOnNetworkChange?: boolean
  /** Called after a successful sign-in (the app reloads the page here). */
  onSignIn?: (session: SiwxSession) => void
  onSignOut?: () => void
  refetchIntervalMs?: number
  /** Injectable timers and clock, for tests. */
  timers?: IntervalTimers
  now?: () => Date
}

const defaultTimers: IntervalTimers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as Parameters<typeof clearInterval>[0]),
}

/**
 * Builds the sign-in (SIWX) configuration from the app's hooks. Every sign-out trigger is on by default.
 *
 * @example
 * initModal({
 *   networks: [localDevChain],
 *   siwx: createSiweConfig({ ...createSiweApiClient(), required: true, onSignIn: () => location.reload() }),
 * })
 */
export function createSiweConfig(parameters: CreateSiweConfigParameters): SiwxConfig {
  return {
    getNonce: parameters.getNonce,
    getSession: parameters.getSession,
    verifyMessage: parameters.verifyMessage,
    signOut: parameters.signOut,
    getMessageParams: parameters.getMessageParams ?? (async () => ({})),
    required: parameters.required ?? false,
    signOutOnDisconnect: parameters.signOutOnDisconnect ?? true,
    signOutOnAccountChange: parameters.signOutOnAccountChange ?? true,
    signOutOnNetworkChange: parameters.signOutOnNetworkChange ?? true,
    ...(parameters.onSignIn ? { onSignIn: parameters.onSignIn } : {}),
    ...(parameters.onSignOut ? { onSignOut: parameters.onSignOut } : {}),
    refetchIntervalMs: parameters.refetchIntervalMs ?? SIWX_REFETCH_INTERVAL_MS,
    timers: parameters.timers ?? defaultTimers,
    now: parameters.now ?? (() => new Date()),
  }
}
