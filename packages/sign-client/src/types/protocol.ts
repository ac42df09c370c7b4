import type { AuthPayload } from './cacao.js'

/** An app's or wallet's description, shown to the peer. */
export type Metadata = {
  name: string
  description: string
  url: string
  icons: string[]
  redirect?: { native?: string; universal?: string; linkMode?: boolean }
  /** The verify server the app uses (named in verify contexts). */
  verifyUrl?: string
}

/** What a dapp asks for in one namespace (`eip155`, `solana`, …) or one chain (`eip155:1`). */
export type ProposalNamespace = { chains?: string[]; methods: string[]; events: string[] }

/** What a wallet grants in one namespace: the accounts (`eip155:1:0x…`) and what may be used. */
export type SessionNamespace = { chains?: string[]; accounts: string[]; methods: string[]; events: string[] }

export type RelayProtocol = { protocol: string; data?: string }

export type Participant = { publicKey: string; metadata: Metadata }

/** A session proposal (spec section 3, "Proposal"). */
export type ProposalStruct = {
  id: number
  pairingTopic: string
  expiryTimestamp: number
  relays: RelayProtocol[]
  proposer: Participant
  requiredNamespaces: Record<string, ProposalNamespace>
  optionalNamespaces: Record<string, ProposalNamespace>
  sessionProperties?: Record<string, string>
  scopedProperties?: Record<string, unknown>
}

/** A settled session (spec section 3, "Session"). */
export type SessionStruct = {
  topic: string
  pairingTopic?: string
  relay: RelayProtocol
  /** Unix seconds. */
  expiry: number
  acknowledged: boolean
  /** The wallet's public key. */
  controller: string
  namespaces: Record<string, SessionNamespace>
  requiredNamespaces: Record<string, ProposalNamespace>
  optionalNamespaces: Record<string, ProposalNamespace>
  self: Participant
  peer: Participant
  sessionProperties?: Record<string, string>
  scopedProperties?: Record<string, unknown>
  sessionConfig?: Record<string, unknown>
  transportType?: 'relay' | 'link_mode'
}

/** A session request waiting for the wallet's answer (spec section 3, "Pending session request"). */
export type PendingRequestStruct = {
  id: number
  topic: string
  params: { request: { method: string; params: unknown; expiryTimestamp?: number }; chainId: string }
  verifyContext: VerifyContext
}

/** What the wallet knows of a request's origin; offline there is no verify service, so it is UNKNOWN. */
export type VerifyContext = {
  verified: { origin: string; validation: 'UNKNOWN' | 'VALID' | 'INVALID'; verifyUrl: string; isScam?: boolean }
}

/** A pairing: the topic and key from the URI, shared by the dapp and the wallet. */
export type PairingStruct = {
  topic: string
  expiry: number
  relay: RelayProtocol
  active: boolean
  methods?: string[]
  peerMetadata?: Metadata
  /** `link_mode` for a link-mode sign-in's pairing, never heard on the relay; absent: the relay. */
  transportType?: 'relay' | 'link_mode'
}

export type JsonRpcError = { code: number; message: string; data?: unknown }
export type JsonRpcRequest = { id: number; jsonrpc: '2.0'; method: string; params: unknown }
export type JsonRpcResult = { id: number; jsonrpc: '2.0'; result: unknown }
export type JsonRpcErrorResponse = { id: number; jsonrpc: '2.0'; error: JsonRpcError }
export type JsonRpcResponse = JsonRpcResult | JsonRpcErrorResponse

/** What a `wc_sessionAuthenticate` request carries (spec section 3, "Auth request"). */
export type AuthRequestParams = { requester: Participant; authPayload: AuthPayload; expiryTimestamp: number }

/** A sign-in request waiting for the wallet's answer. */
export type AuthRequestStruct = {
  id: number
  pairingTopic: string
  expiryTimestamp: number
  params: AuthRequestParams
  /** `link_mode` when the sign-in came by link: it is answered by link, also after a restart. */
  transportType?: 'relay' | 'link_mode'
}
