/** TTL (seconds), relay tag and prompt flag of one direction of a protocol method. */
export type RpcOption = { ttl: number; tag: number; prompt?: boolean }

/** The protocol methods this client sends and answers. */
export type ProtocolMethod =
  | 'wc_sessionPropose'
  | 'wc_sessionSettle'
  | 'wc_sessionUpdate'
  | 'wc_sessionExtend'
  | 'wc_sessionRequest'
  | 'wc_sessionEvent'
  | 'wc_sessionDelete'
  | 'wc_sessionPing'
  | 'wc_sessionAuthenticate'
  | 'wc_pairingDelete'
  | 'wc_pairingPing'

const DAY = 86_400

/**
 * TTLs and tags per method, for the request and the response, plus the proposal's and the
 * authentication's reject and auto-reject answers (WALLETCONNECT.md, as the official client sends them).
 *
 * @example
 * RPC_OPTIONS.wc_sessionRequest.req // { ttl: 300, tag: 1108, prompt: true }
 */
export const RPC_OPTIONS: Record<
  ProtocolMethod,
  { req: RpcOption; res: RpcOption; reject?: RpcOption; autoReject?: RpcOption }
> = {
  wc_sessionPropose: {
    req: { ttl: 300, tag: 1100, prompt: true },
    res: { ttl: 300, tag: 1101 },
    reject: { ttl: 300, tag: 1120 },
    autoReject: { ttl: 300, tag: 1121 },
  },
  wc_sessionSettle: { req: { ttl: 300, tag: 1102 }, res: { ttl: 300, tag: 1103 } },
  wc_sessionUpdate: { req: { ttl: DAY, tag: 1104 }, res: { ttl: DAY, tag: 1105 } },
  wc_sessionExtend: { req: { ttl: DAY, tag: 1106 }, res: { ttl: DAY, tag: 1107 } },
  wc_sessionRequest: { req: { ttl: 300, tag: 1108, prompt: true }, res: { ttl: 300, tag: 1109 } },
  wc_sessionEvent: { req: { ttl: 300, tag: 1110, prompt: true }, res: { ttl: 300, tag: 1111 } },
  wc_sessionDelete: { req: { ttl: DAY, tag: 1112 }, res: { ttl: DAY, tag: 1113 } },
  wc_sessionPing: { req: { ttl: DAY, tag: 1114 }, res: { ttl: DAY, tag: 1115 } },
  wc_sessionAuthenticate: {
    req: { ttl: 3600, tag: 1116, prompt: true },
    res: { ttl: 3600, tag: 1117 },
    reject: { ttl: 300, tag: 1118 },
    autoReject: { ttl: 300, tag: 1119 },
  },
  wc_pairingDelete: { req: { ttl: DAY, tag: 1000 }, res: { ttl: DAY, tag: 1001 } },
  wc_pairingPing: { req: { ttl: 30, tag: 1002 }, res: { ttl: 30, tag: 1003 } },
}

/** A session lives 7 days, and an extension starts 7 more from now. */
export const SESSION_LIFETIME_SECONDS = 7 * DAY
/** A proposal lives 5 minutes. */
export const PROPOSAL_LIFETIME_SECONDS = 300
/** Bounds of a session request's `expiry`, in seconds. */
export const REQUEST_EXPIRY_BOUNDS = { min: 300, max: 604_800 } as const
/** A wallet's request queue moves to the next request this long after a response. */
export const REQUEST_QUEUE_DELAY_MS = 1000
/** A ping's answer is reported this long after it arrives. */
export const PING_RESPONSE_DELAY_MS = 500

/**
 * How long `ping()` waits for the peer's answer by default. The official client waits up to 5 minutes;
 * a ping checks liveness, and the pairing ping's own relay TTL is 30 s, so 30 s bounds it here.
 */
export const PING_TIMEOUT_MS = 30_000

/** Unix seconds now. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000)
