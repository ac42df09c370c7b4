import { deriveSymKey } from '../../crypto/keys.js'
import { topicFromSymKey } from '../../crypto/hashes.js'
import { ExpiredError, MissingOrInvalidError, NoMatchingKeyError } from '../../errors/protocolErrors.js'
import { UserDisconnectedError } from '../../errors/sdkErrors.js'
import type { ClientContext } from '../context/context.js'
import { assertNotRecentlyDeleted } from '../context/guards.js'
import type { Role } from '../../types/roleMark.js'
import { forgetRole, markRole } from '../context/roles.js'
import { nowSeconds, SESSION_LIFETIME_SECONDS } from '../transport/rpcOptions.js'
import type {
  Participant,
  ProposalNamespace,
  RelayProtocol,
  SessionNamespace,
  SessionStruct,
} from '../../types/protocol.js'

// The session record, built, checked and deleted in one place for every way a session comes to be:
// a wallet's approval, a dapp's settlement, and a one-click sign-in on either side.

/** What a new session is made of; the rest (relay, expiry, self's metadata) has defaults. */
export type SessionParts = {
  topic: string
  pairingTopic?: string
  /** `irn` by default. */
  relay?: RelayProtocol
  /** Unix seconds; 7 days from now by default. */
  expiry?: number
  acknowledged: boolean
  /** The wallet's public key. */
  controller: string
  namespaces: Record<string, SessionNamespace>
  requiredNamespaces?: Record<string, ProposalNamespace>
  optionalNamespaces?: Record<string, ProposalNamespace>
  /** This side's public key; its metadata is the client's. */
  selfPublicKey: string
  peer: Participant
  sessionProperties?: Record<string, string>
  scopedProperties?: Record<string, unknown>
  sessionConfig?: Record<string, unknown>
  /** `relay` by default; `link_mode` when the session's traffic goes by universal links. */
  transportType?: 'relay' | 'link_mode'
}

/** Builds the session from its parts, stores it and sets its expiry. */
export async function saveSession(context: ClientContext, parts: SessionParts): Promise<SessionStruct> {
  const { selfPublicKey, pairingTopic, sessionProperties, scopedProperties, sessionConfig, ...rest } = parts
  const session: SessionStruct = {
    ...rest,
    ...(pairingTopic !== undefined ? { pairingTopic } : {}),
    relay: parts.relay ?? { protocol: 'irn' },
    expiry: parts.expiry ?? nowSeconds() + SESSION_LIFETIME_SECONDS,
    requiredNamespaces: parts.requiredNamespaces ?? {},
    optionalNamespaces: parts.optionalNamespaces ?? {},
    self: { publicKey: selfPublicKey, metadata: context.metadata },
    ...(sessionProperties ? { sessionProperties } : {}),
    ...(scopedProperties ? { scopedProperties } : {}),
    ...(sessionConfig ? { sessionConfig } : {}),
    transportType: parts.transportType ?? 'relay',
  }
  await context.session.set(session.topic, session)
  await context.expirer.set(session.topic, session.expiry)
  return session
}

/** The session topic and key shared with `peerPublicKey`, derived from our private key. */
export function sessionKeyWith(privateKey: string, peerPublicKey: string): { topic: string; symKey: string } {
  const symKey = deriveSymKey(privateKey, peerPublicKey)
  return { topic: topicFromSymKey(symKey), symKey }
}

/**
 * Keeps a session topic's key and this side's role on it, and subscribes it, so that the peer's first
 * message on it is heard (and a message meant for the other role is not).
 */
export async function listenOnSessionTopic(
  context: ClientContext,
  key: { topic: string; symKey: string },
  role: Role,
  { subscribe = true }: { subscribe?: boolean } = {},
): Promise<void> {
  await context.keyChain.set(key.topic, key.symKey)
  await markRole(context, key.topic, role)
  // A link-mode session is never heard on the relay.
  if (subscribe) await context.relay.subscribe(key.topic)
}

/** Derives, keeps and subscribes the session topic shared with `peerPublicKey`. */
export async function openSessionTopic(
  context: ClientContext,
  privateKey: string,
  peerPublicKey: string,
  role: Role,
  options: { subscribe?: boolean } = {},
): Promise<string> {
  const key = sessionKeyWith(privateKey, peerPublicKey)
  await listenOnSessionTopic(context, key, role, options)
  return key.topic
}

/** The live session of `topic`; an expired one is deleted and refused. */
export function assertSessionTopic(context: ClientContext, topic: unknown): SessionStruct {
  if (typeof topic !== 'string' || !topic)
    throw new MissingOrInvalidError(`session topic should be a string: ${String(topic)}`)
  assertNotRecentlyDeleted(context, topic, 'session')
  if (!context.session.has(topic)) throw new NoMatchingKeyError(`session topic doesn't exist: ${topic}`)
  const session = context.session.get(topic)
  if (session.expiry <= nowSeconds()) {
    // Deleted as the expirer would have, with its event; a storage failure here is the expirer's to retry.
    void deleteSession(context, topic).then(
      () => context.events.emit('session_expire', { topic }),
      () => undefined,
    )
    throw new ExpiredError(`session topic: ${topic}`)
  }
  if (!context.keyChain.has(topic)) {
    // A session without its key can never be used again: deleted, with its event (as the official client does).
    void deleteSession(context, topic).then(
      () => context.events.emit('session_delete', { id: 0, topic }),
      () => undefined,
    )
    throw new MissingOrInvalidError(`session topic does not exist in keychain: ${topic}`)
  }
  return session
}

/** Sets a new expiry on the session and its timer. */
export async function setSessionExpiry(context: ClientContext, topic: string, expiry: number): Promise<void> {
  await context.session.update(topic, { expiry })
  await context.expirer.set(topic, expiry)
}

/**
 * Update and event ids are ms timestamps with 3 random digits: one older than the last handled under
 * `key` is stale.
 */
export function isOutOfSync(context: ClientContext, key: string, id: number): boolean {
  const last = context.lastSync.get(key)
  if (last !== undefined && Math.floor(id / 1000) < Math.floor(last / 1000)) return true
  context.lastSync.set(key, id)
  return false
}

/**
 * Deletes the session and all it holds: its pending requests (those still awaiting an answer fail with
 * 'User disconnected.'), its subscription, keys and history.
 */
export async function deleteSession(context: ClientContext, topic: string): Promise<void> {
  if (!context.session.has(topic)) return
  const session = context.session.get(topic)
  context.deleted.add(topic)
  // Deliveries stop first, so nothing arrives for a session half removed (as in 2.21.8).
  await context.relay.unsubscribe(topic).catch(() => undefined)
  await context.session.delete(topic)
  await context.expirer.del(topic).catch(() => undefined)
  for (const request of context.pendingRequest.getAll().filter((entry) => entry.topic === topic)) {
    await context.pendingRequest.delete(request.id)
    // A request of a session that ended is never answered: the wallet's queue is free at once.
    context.queue.drop(request.id)
  }
  for (const record of context.history.pending.filter((entry) => entry.topic === topic))
    context.transport.abandon(record.id, new UserDisconnectedError())
  await context.keyChain.delete(topic)
  if (session.self.publicKey) await context.keyChain.delete(session.self.publicKey)
  await context.history.delete(topic)
  await forgetRole(context, topic)
}
