import { generateSymKey } from '../../crypto/keys.js'
import { topicFromSymKey } from '../../crypto/hashes.js'
import { ExpiredError, getSdkError, MissingOrInvalidError, NoMatchingKeyError } from '../../errors/protocolErrors.js'
import { isPairingExpired, pairingExpiryFrom } from './pairingExpiry.js'
import { formatPairingUri, parsePairingUri } from './pairingUri.js'
import { PairingExistsError } from '../../errors/sdkErrors.js'
import type { ClientContext } from '../context/context.js'
import { UNKNOWN_VERIFY } from '../context/events.js'
import { isObject } from '../context/guards.js'
import type { Role } from '../../types/roleMark.js'
import { forgetRole, markRole } from '../context/roles.js'
import { nowSeconds } from '../transport/rpcOptions.js'
import type { Metadata, PairingStruct } from '../../types/protocol.js'

// Pairings: the topic and key a dapp puts in its URI and a wallet reads from it, over which proposals
// and sign-in requests travel.

/** Keeps a pairing, its key and this side's role on it, times its expiry and listens on its topic. */
async function savePairing(context: ClientContext, symKey: string, pairing: PairingStruct, role: Role): Promise<void> {
  await context.keyChain.set(pairing.topic, symKey)
  await context.pairing.set(pairing.topic, pairing)
  await markRole(context, pairing.topic, role)
  await context.expirer.set(pairing.topic, pairing.expiry)
  // A link-mode sign-in's pairing is never heard on the relay.
  if (pairing.transportType !== 'link_mode') await context.relay.subscribe(pairing.topic)
}

/**
 * A dapp's new pairing and its URI; `methods` names what the URI announces (a sign-in's
 * `wc_sessionAuthenticate`).
 */
export async function createPairing(
  context: ClientContext,
  methods?: string[],
  { transportType = 'relay' }: { transportType?: 'relay' | 'link_mode' } = {},
): Promise<{ topic: string; uri: string }> {
  const symKey = generateSymKey()
  const topic = topicFromSymKey(symKey)
  const expiry = pairingExpiryFrom()
  const relay = { protocol: 'irn' }
  const pairing: PairingStruct = {
    topic,
    expiry,
    relay,
    active: false,
    ...(methods ? { methods } : {}),
    ...(transportType === 'link_mode' ? { transportType } : {}),
  }
  await savePairing(context, symKey, pairing, 'dapp')
  const uri = formatPairingUri({
    topic,
    version: 2,
    symKey,
    relay,
    expiryTimestamp: expiry,
    ...(methods ? { methods } : {}),
  })
  return { topic, uri }
}

/** A wallet pairs with a dapp from its URI; the proposal then arrives on the pairing topic. */
export async function pair(context: ClientContext, params: { uri: string }): Promise<PairingStruct> {
  if (!isObject(params)) throw new MissingOrInvalidError(`pair() params: ${JSON.stringify(params)}`)
  const parsed = parsePairingUri(params.uri)
  if (isPairingExpired(parsed.expiryTimestamp))
    throw new ExpiredError('pair() URI has expired. Please try again with a new connection URI.')
  if (context.pairing.has(parsed.topic)) return pairAgain(context, parsed.topic)
  // The proposal comes over the relay: the connection opens now, or pair() fails within connectTimeoutMs.
  await context.relay.connect()
  const pairing: PairingStruct = {
    topic: parsed.topic,
    expiry: parsed.expiryTimestamp,
    relay: parsed.relay,
    active: false,
    ...(parsed.methods ? { methods: parsed.methods } : {}),
  }
  await savePairing(context, parsed.symKey, pairing, 'wallet')
  return pairing
}

/**
 * The same URI scanned again (the wallet closed before answering): the proposals still waiting on the
 * pairing are announced again, as the official client does. A pairing already in use is refused.
 */
function pairAgain(context: ClientContext, topic: string): PairingStruct {
  const pairing = context.pairing.get(topic)
  if (pairing.active) throw new PairingExistsError(topic)
  const now = Math.floor(Date.now() / 1000)
  for (const proposal of context.proposal.getAll({ pairingTopic: topic })) {
    if (proposal.expiryTimestamp <= now) continue
    context.events.emit('session_proposal', { id: proposal.id, params: proposal, verifyContext: UNKNOWN_VERIFY })
  }
  return pairing
}

/** A known pairing that has not expired (`connect` on an existing pairing). */
export function assertPairingTopic(context: ClientContext, topic: unknown): void {
  if (typeof topic !== 'string' || !topic)
    throw new MissingOrInvalidError(`pairing topic should be a string: ${String(topic)}`)
  if (!context.pairing.has(topic)) throw new NoMatchingKeyError(`pairing topic doesn't exist: ${topic}`)
  if (isPairingExpired(context.pairing.get(topic).expiry)) throw new ExpiredError(`pairing topic: ${topic}`)
}

/** How long a pairing that led to a session is kept (the official client's 30 days). */
const ACTIVE_PAIRING_SECONDS = 30 * 86_400

/**
 * A pairing that led to a session: active, with the peer's metadata, and kept 30 days, as the official
 * client keeps it (an inactive one lives 4 minutes; left at that, an active one expired under a live session).
 *
 * @example
 * await activatePairing(context, proposal.pairingTopic, proposal.proposer.metadata)
 */
export async function activatePairing(context: ClientContext, topic: string, peerMetadata: Metadata): Promise<void> {
  if (!context.pairing.has(topic)) return
  const expiry = nowSeconds() + ACTIVE_PAIRING_SECONDS
  await context.pairing.update(topic, { active: true, expiry, peerMetadata })
  await context.expirer.set(topic, expiry)
}

/**
 * After a session settled on `pairingTopic`: the other pairings with the same peer app (same metadata
 * URL) are deleted here and at the peer (`wc_pairingDelete`), as the official client cleans up duplicate
 * pairings; sessions made over them live on (a session does not need its pairing).
 *
 * @example
 * await deleteDuplicatePairings(context, session.pairingTopic, session.peer.metadata.url)
 */
export async function deleteDuplicatePairings(
  context: ClientContext,
  pairingTopic: string,
  peerUrl: string,
): Promise<void> {
  if (!peerUrl) return
  const duplicates = context.pairing.getAll(
    (pairing) => pairing.topic !== pairingTopic && pairing.peerMetadata?.url === peerUrl,
  )
  for (const { topic } of duplicates) {
    const reason = getSdkError('USER_DISCONNECTED')
    await context.transport.send(topic, 'wc_pairingDelete', reason).catch(() => undefined)
    await deletePairing(context, topic)
  }
}

/** Deletes a pairing with its key, subscription and history. */
export async function deletePairing(context: ClientContext, topic: string): Promise<void> {
  if (!context.pairing.has(topic)) return
  await context.pairing.delete(topic)
  await context.expirer.del(topic).catch(() => undefined)
  await context.relay.unsubscribe(topic).catch(() => undefined)
  await context.keyChain.delete(topic)
  await context.history.delete(topic)
  await forgetRole(context, topic)
}

/** The peer deleted the pairing (`wc_pairingDelete`): answer, then delete it here too. */
export async function onPairingDelete(context: ClientContext, topic: string, id: number): Promise<void> {
  await context.transport.sendResult(topic, id, 'wc_pairingDelete', true).catch(() => undefined)
  await deletePairing(context, topic)
}
