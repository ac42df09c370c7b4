import type { DropReason } from '../transport/protocolTransport.js'
import type {
  AuthRequestParams,
  PendingRequestStruct,
  ProposalStruct,
  SessionNamespace,
  SessionStruct,
  VerifyContext,
} from '../../types/protocol.js'

/**
 * The events of the client, as the official SignClient names them, and when each is emitted. A dapp
 * hears what the wallet did; a wallet hears what the dapp asks.
 */
export type SignClientEvents = {
  /** Wallet: a dapp's proposal arrived on a pairing (answer it with `approve` or `reject`). */
  session_proposal: { id: number; params: ProposalStruct; verifyContext: VerifyContext }
  /** Dapp: the wallet settled the session proposed by `connect` (just before `approval()` resolves). */
  session_connect: { session: SessionStruct }
  /** Dapp: the wallet replaced the session's namespaces. */
  session_update: { id: number; topic: string; params: { namespaces: Record<string, SessionNamespace> } }
  /** Dapp: the wallet extended the session by 7 days. */
  session_extend: { id: number; topic: string }
  /** Either side: the peer pinged the session (already answered). */
  session_ping: { id: number; topic: string }
  /** Either side: the peer ended the session; it is deleted here too. */
  session_delete: { id: number; topic: string }
  /** Either side: the session reached its expiry and was deleted. */
  session_expire: { topic: string }
  /** Wallet: a session request to answer with `respond`; one at a time unless the queue is off. */
  session_request: PendingRequestStruct
  /** Dapp: `request` sent a request to the wallet. */
  session_request_sent: { id: number; topic: string; chainId: string; request: { method: string; params: unknown } }
  /** Dapp: the wallet emitted a granted event (`accountsChanged`, `chainChanged`, …). */
  session_event: { id: number; topic: string; params: { event: { name: string; data: unknown }; chainId: string } }
  /** Wallet: a one-click sign-in request to answer with `approveSessionAuthenticate` or `rejectSessionAuthenticate`. */
  session_authenticate: { id: number; topic: string; params: AuthRequestParams; verifyContext: VerifyContext }
  /** Either side: a proposal expired unanswered (a dapp's `approval()` rejects with it). */
  proposal_expire: { id: number }
  /** Wallet: a session request expired before it was answered (or arrived expired). */
  session_request_expire: { id: number }
  /**
   * Either side: a relay message was dropped (unknown topic, undecryptable, replayed, not JSON-RPC…);
   * a payload that is neither a request nor a response carries an UnidentifiablePayloadError.
   */
  message_dropped: { topic: string; reason: DropReason; error?: Error }
}

/** What the wallet knows of a request's origin: offline there is no verify service, so it is UNKNOWN. */
export const UNKNOWN_VERIFY: VerifyContext = { verified: { origin: '', validation: 'UNKNOWN', verifyUrl: '' } }
