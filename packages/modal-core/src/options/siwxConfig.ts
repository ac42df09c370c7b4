/** A sign-in session as the product server reports it. Valid only with both fields. */
export type SiwxSession = { address: string; chainId: number }

/** Message fields the app decides; the rest comes from the connection. */
export type SiwxMessageParams = {
  domain?: string
  uri?: string
  /** Chains the app accepts sign-in for. */
  chains?: number[]
  statement?: string
  expirationTime?: Date
  notBefore?: Date
  requestId?: string
  resources?: string[]
}

/** Interval timers, injectable so tests do not wait 5 minutes. */
export type IntervalTimers = {
  setInterval: (callback: () => void, ms: number) => unknown
  clearInterval: (handle: unknown) => void
}

/** The app's sign-in hooks and policy, built by `createSiweConfig`. */
export type SiwxConfig = {
  getNonce: () => Promise<string>
  getSession: () => Promise<SiwxSession | null>
  verifyMessage: (args: { message: string; signature: string }) => Promise<boolean>
  signOut: () => Promise<void>
  getMessageParams: () => Promise<SiwxMessageParams>
  /** Sign-in is required: the modal cannot be closed until there is a session. */
  required: boolean
  signOutOnDisconnect: boolean
  signOutOnAccountChange: boolean
  signOutOnNetworkChange: boolean
  onSignIn?: (session: SiwxSession) => void
  onSignOut?: () => void
  /** Refetch period of nonce and session, 300000 ms. */
  refetchIntervalMs: number
  timers: IntervalTimers
  now: () => Date
}
