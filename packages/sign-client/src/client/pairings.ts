import { generateSymKey } from '../crypto/keys.js'
import { topicFromSymKey } from '../crypto/hashes.js'
import { ExpiredError, MissingOrInvalidError, NoMatchingKeyError } from '../errors/protocolErrors.js'
import { isPairingExpired, pairingExpiryFrom } from '../pairing/pairingExpiry.js'
import { formatPairingUri, parsePairingUri } from '../pairing/pairingUri.js'
import type { ClientContext } from './context.js'
import { isObject } from './guards.js'
import { forgetRole, markRole, type Role } from './roles.js'
import { nowSeconds } from './rpcOptions.js'
import type { Metadata, PairingStruct } from './types.js'

// Pairings: the topic and key a dapp puts in its URI and a wallet reads from it, over which proposals
// and sign-in requests travel.

/** Keeps a pairing, its key and this side's role on it, times its expiry and listens on its topic. */
async function savePairing(context: ClientContext, symKey: string, pairing: PairingStruct, role: Role): Promise<void> {
  await context.keyChain.set(pairing.topic, symKey)
  await context.pairing.set(pairing.topic, pairing)
  await markRole(context, pairing.topic, role)
  await context.expirer.set(pairing.topic, pairing.expiry)
  await context.relay.subscribe(pairing.topic)
}

/**
 * A dapp's new pairing and its URI; `methods` names what the URI announces (a sign-in's
 * `wc_sessionAuthenticate`).
 */
export async function createPairing(
  context: ClientContext,
  methods?: string[],
): Promise<{ topic: string; uri: string }> {
  const symKey = generateSymKey()
  const topic = topicFromSymKey(symKey)
  const expiry = pairingExpiryFrom()
  const relay = { protocol: 'irn' }
  await savePairing(context, symKey, { topic, expiry, relay, active: false, ...(methods ? { methods } : {}) }, 'dapp')
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
