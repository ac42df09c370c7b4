import { payloadId } from '../../core/payloadId.js'
import { generateKeyPair } from '../../crypto/keys.js'
import { ExpiredError, MissingOrInvalidError, NoMatchingKeyError } from '../../errors/protocolErrors.js'
import { PeerError, ScopedPropertiesError } from '../../errors/sdkErrors.js'
import type { ClientContext, ConnectWaiter } from '../context/context.js'
import { UNKNOWN_VERIFY } from '../context/events.js'
import { assertNotRecentlyDeleted, assertProperties, asError, isObject } from '../context/guards.js'
import { assertConformingNamespaces, assertProposalNamespaces, assertSessionNamespaces } from '../session/namespaces.js'
import { activatePairing, assertPairingTopic, createPairing, deleteDuplicatePairings } from '../pairing/pairings.js'
import { nowSeconds, PROPOSAL_LIFETIME_SECONDS } from '../transport/rpcOptions.js'
import { listenOnSessionTopic, openSessionTopic, saveSession, sessionKeyWith } from '../session/sessions.js'
import type {
  JsonRpcError,
  JsonRpcResponse,
  ProposalNamespace,
  ProposalStruct,
  SessionNamespace,
  SessionStruct,
} from '../../types/protocol.js'

// Proposals (`wc_sessionPropose`): the dapp's connect, the wallet's approve or reject, and the answer
// that tells the dapp its session topic. The settlement that follows is the session lifecycle's.

export type ConnectParameters = {
  requiredNamespaces?: Record<string, ProposalNamespace>
  optionalNamespaces?: Record<string, ProposalNamespace>
  sessionProperties?: Record<string, string>
  scopedProperties?: Record<string, unknown>
  pairingTopic?: string
  relays?: { protocol: string }[]
}

export type ApproveParameters = {
  id: number
  namespaces: Record<string, SessionNamespace>
  sessionProperties?: Record<string, string>
  scopedProperties?: Record<string, unknown>
  sessionConfig?: Record<string, unknown>
  relayProtocol?: string
}

/** `optional` with `required` merged into it: per key, the union of chains, methods and events. */
export function mergeNamespaces(
  required: Record<string, ProposalNamespace>,
  optional: Record<string, ProposalNamespace>,
): Record<string, ProposalNamespace> {
  const merged: Record<string, ProposalNamespace> = { ...optional }
  const union = (a: string[] = [], b: string[] = []) => [...new Set([...a, ...b])]
  for (const [key, namespace] of Object.entries(required)) {
    const other = merged[key]
    if (!other) {
      merged[key] = namespace
      continue
    }
    const chains = union(namespace.chains, other.chains)
    merged[key] = {
      ...(chains.length ? { chains } : {}),
      methods: union(namespace.methods, other.methods),
      events: union(namespace.events, other.events),
    }
  }
  return merged
}

/** Stores a proposal (ours or the dapp's) and times its expiry. */
export async function saveProposal(context: ClientContext, proposal: ProposalStruct): Promise<void> {
  await context.proposal.set(proposal.id, proposal)
  await context.expirer.set(proposal.id, proposal.expiryTimestamp)
}

/** Sends a saved proposal on its pairing. */
export async function sendProposal(context: ClientContext, proposal: ProposalStruct): Promise<void> {
  const { id, pairingTopic, ...wire } = proposal
  // A verify attestation, when a verify service is set (none by default, the relay then sends "").
  const attestation = await context.verify.register({ id: String(id), pairingTopic }).catch(() => '')
  const request = { id, jsonrpc: '2.0' as const, method: 'wc_sessionPropose', params: { ...wire, id, pairingTopic } }
  await context.transport.sendProposal(pairingTopic, request, attestation)
}

/** The dapp proposes a session: on a new pairing (whose URI it returns) or a known one. */
export async function connect(
  context: ClientContext,
  params: ConnectParameters,
): Promise<{ uri?: string; approval: () => Promise<SessionStruct> }> {
  if (!isObject(params)) throw new MissingOrInvalidError(`connect() params: ${JSON.stringify(params)}`)
  const requiredNamespaces = params.requiredNamespaces ?? {}
  const optionalNamespaces = params.optionalNamespaces ?? {}
  assertProposalNamespaces(requiredNamespaces, 'connect() requiredNamespaces')
  assertProposalNamespaces(optionalNamespaces, 'connect() optionalNamespaces')
  assertProperties(params.sessionProperties, 'connect() sessionProperties')
  assertProperties(params.scopedProperties, 'connect() scopedProperties')
  if (params.scopedProperties) {
    const requested = new Set([...Object.keys(requiredNamespaces), ...Object.keys(optionalNamespaces)])
    if (!Object.keys(params.scopedProperties).every((key) => requested.has(key)))
      throw new ScopedPropertiesError('requested', params.scopedProperties, [...requested])
  }
  const relays = params.relays ?? [{ protocol: 'irn' }]
  if (!Array.isArray(relays) || !relays.every((relay) => isObject(relay) && typeof relay.protocol === 'string'))
    throw new MissingOrInvalidError(`connect() relays: ${JSON.stringify(relays)}`)
  let uri: string | undefined
  let pairingTopic = params.pairingTopic
  if (pairingTopic !== undefined) assertPairingTopic(context, pairingTopic)
  // The first use of the relay: the connection opens now, or the call fails within connectTimeoutMs.
  await context.relay.connect()
  if (pairingTopic === undefined) ({ topic: pairingTopic, uri } = await createPairing(context))
  const keyPair = generateKeyPair()
  await context.keyChain.set(keyPair.publicKey, keyPair.privateKey)
  const id = payloadId()
  const settled = new Promise<SessionStruct>((resolve, reject) =>
    context.connecting.set(id, { resolve, reject, publicKey: keyPair.publicKey }),
  )
  // Nobody may be awaiting approval() yet when a rejection arrives.
  settled.catch(() => undefined)
  const proposal: ProposalStruct = {
    id,
    pairingTopic,
    expiryTimestamp: nowSeconds() + PROPOSAL_LIFETIME_SECONDS,
    relays,
    proposer: { publicKey: keyPair.publicKey, metadata: context.metadata },
    // As the official 2.21.8 client sends them: required namespaces go to the wallet as optional ones.
    requiredNamespaces: {},
    optionalNamespaces: mergeNamespaces(requiredNamespaces, optionalNamespaces),
    ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
    ...(params.scopedProperties ? { scopedProperties: params.scopedProperties } : {}),
  }
  await saveProposal(context, proposal)
  await sendProposal(context, proposal)
  return { uri, approval: () => settled }
}

/** The wallet approves: derives and subscribes the session topic, answers the proposal, sends the settlement. */
export async function approve(
  context: ClientContext,
  params: ApproveParameters,
): Promise<{ topic: string; acknowledged: () => Promise<SessionStruct> }> {
  // No params at all reads as a missing proposal id, as in the official client.
  if (!isObject(params)) throw new MissingOrInvalidError(`proposal id should be a number: ${String(undefined)}`)
  const proposal = await assertProposalId(context, params.id)
  assertSessionNamespaces(params.namespaces, 'approve()')
  assertConformingNamespaces(proposal.requiredNamespaces, params.namespaces, 'approve()')
  assertProperties(params.sessionProperties, 'approve() sessionProperties')
  if (params.scopedProperties && !Object.keys(params.scopedProperties).every((key) => key in params.namespaces)) {
    throw new ScopedPropertiesError('approved', params.scopedProperties, Object.keys(params.namespaces))
  }
  if (params.relayProtocol !== undefined && (typeof params.relayProtocol !== 'string' || params.relayProtocol === ''))
    throw new MissingOrInvalidError(`approve() relayProtocol: ${String(params.relayProtocol)}`)
  const relay = { protocol: params.relayProtocol ?? 'irn' }
  const self = generateKeyPair()
  await context.keyChain.set(self.publicKey, self.privateKey)
  const topic = await openSessionTopic(context, self.privateKey, proposal.proposer.publicKey, 'wallet')
  const properties = {
    ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
    ...(params.scopedProperties ? { scopedProperties: params.scopedProperties } : {}),
    ...(params.sessionConfig ? { sessionConfig: params.sessionConfig } : {}),
  }
  const session = await saveSession(context, {
    topic,
    pairingTopic: proposal.pairingTopic,
    relay,
    acknowledged: false,
    controller: self.publicKey,
    namespaces: params.namespaces,
    requiredNamespaces: proposal.requiredNamespaces,
    optionalNamespaces: proposal.optionalNamespaces,
    selfPublicKey: self.publicKey,
    peer: proposal.proposer,
    ...properties,
  })
  const acknowledged = new Promise<SessionStruct>((resolve, reject) => context.settling.set(topic, { resolve, reject }))
  acknowledged.catch(() => undefined)
  await context.transport.sendApproval(
    { pairingTopic: proposal.pairingTopic, sessionTopic: topic, proposalId: proposal.id },
    { relay, responderPublicKey: self.publicKey },
    {
      relay,
      namespaces: params.namespaces,
      controller: { publicKey: self.publicKey, metadata: context.metadata },
      expiry: session.expiry,
      ...properties,
    },
  )
  await deleteProposal(context, proposal.id)
  await activatePairing(context, proposal.pairingTopic, proposal.proposer.metadata)
  if (context.pairing.has(proposal.pairingTopic))
    await deleteDuplicatePairings(context, proposal.pairingTopic, proposal.proposer.metadata.url)
  return { topic, acknowledged: () => acknowledged }
}

/** The wallet rejects a proposal with a reason. */
export async function reject(context: ClientContext, params: { id: number; reason: JsonRpcError }): Promise<void> {
  if (!isObject(params)) throw new MissingOrInvalidError(`reject() params: ${JSON.stringify(params)}`)
  const proposal = await assertProposalId(context, params.id)
  if (
    !isObject(params.reason) ||
    typeof params.reason.code !== 'number' ||
    typeof params.reason.message !== 'string' ||
    !params.reason.message
  )
    throw new MissingOrInvalidError(`reject() reason: ${JSON.stringify(params.reason)}`)
  await context.transport.sendError(proposal.pairingTopic, proposal.id, 'wc_sessionPropose', params.reason, 'reject')
  await deleteProposal(context, proposal.id)
}

/** A proposal that arrived on a pairing (wallet): checked and announced, or answered with the auto-reject tag. */
export async function onProposal(context: ClientContext, topic: string, id: number, params: unknown): Promise<void> {
  try {
    if (
      !isObject(params) ||
      !isObject(params.proposer) ||
      typeof params.proposer.publicKey !== 'string' ||
      !/^[0-9a-f]{64}$/.test(params.proposer.publicKey)
    ) {
      throw new MissingOrInvalidError(`connect() params: ${JSON.stringify(params)}`)
    }
    const requiredNamespaces = params.requiredNamespaces ?? {}
    const optionalNamespaces = params.optionalNamespaces ?? {}
    assertProposalNamespaces(requiredNamespaces, 'connect() requiredNamespaces')
    assertProposalNamespaces(optionalNamespaces, 'connect() optionalNamespaces')
    const expiryTimestamp =
      typeof params.expiryTimestamp === 'number' ? params.expiryTimestamp : nowSeconds() + PROPOSAL_LIFETIME_SECONDS
    if (expiryTimestamp <= nowSeconds()) throw new ExpiredError(`proposal id: ${id}`)
    const proposal: ProposalStruct = {
      ...(params as unknown as ProposalStruct),
      id,
      pairingTopic: topic,
      expiryTimestamp,
      requiredNamespaces,
      optionalNamespaces,
      relays: Array.isArray(params.relays) ? (params.relays as ProposalStruct['relays']) : [{ protocol: 'irn' }],
    }
    // An id used before (still held, or deleted lately) is no new proposal: its answer and timer are
    // another proposal's, and rejecting it again would fail, leaving it stored.
    if (context.proposal.has(id)) throw new MissingOrInvalidError(`proposal id already exists: ${id}`)
    assertNotRecentlyDeleted(context, id, 'proposal')
    await saveProposal(context, proposal)
    context.events.emit('session_proposal', { id, params: proposal, verifyContext: UNKNOWN_VERIFY })
  } catch (error) {
    await context.transport
      .sendError(topic, id, 'wc_sessionPropose', asError(error), 'autoReject')
      .catch(() => undefined)
  }
}

/** The wallet's answer to our proposal (dapp): a rejection ends it; an approval names the session topic to await. */
export async function onProposeResponse(context: ClientContext, response: JsonRpcResponse): Promise<void> {
  const waiter = context.connecting.get(response.id) ?? restoredWaiter(context, response.id)
  if (!waiter) return
  if ('error' in response) {
    context.connecting.delete(response.id)
    await deleteProposal(context, response.id)
    waiter.reject(new PeerError(response.error))
    return
  }
  const result = response.result
  if (!isObject(result) || typeof result.responderPublicKey !== 'string') return
  const key = sessionKeyWith(context.keyChain.get(waiter.publicKey), result.responderPublicKey)
  // Named before the subscription: the settlement may arrive as soon as the topic is subscribed.
  waiter.sessionTopic = key.topic
  await listenOnSessionTopic(context, key, 'dapp')
}

/**
 * The waiter of a proposal this dapp sent before a restart (kept in storage with its key): nobody awaits
 * its `approval()` any more, but the session still settles and `session_connect` reports it.
 */
function restoredWaiter(context: ClientContext, id: number): ConnectWaiter | undefined {
  if (!context.proposal.has(id)) return undefined
  const { publicKey } = context.proposal.get(id).proposer
  if (!context.keyChain.has(publicKey)) return undefined
  const waiter: ConnectWaiter = { resolve: () => undefined, reject: () => undefined, publicKey }
  context.connecting.set(id, waiter)
  return waiter
}

/** A known proposal that has not expired; an expired one is deleted and refused. */
export async function assertProposalId(context: ClientContext, id: unknown): Promise<ProposalStruct> {
  if (typeof id !== 'number' || !Number.isSafeInteger(id))
    throw new MissingOrInvalidError(`proposal id should be a number: ${String(id)}`)
  assertNotRecentlyDeleted(context, id, 'proposal')
  if (!context.proposal.has(id)) throw new NoMatchingKeyError(`proposal id doesn't exist: ${id}`)
  const proposal = context.proposal.get(id)
  if (proposal.expiryTimestamp <= nowSeconds()) {
    await deleteProposal(context, id)
    throw new ExpiredError(`proposal id: ${id}`)
  }
  return proposal
}

/** Deletes a proposal and its timer; it stays known as recently deleted. */
export async function deleteProposal(context: ClientContext, id: number): Promise<void> {
  // Known as deleted first, so that the same id arriving meanwhile is refused, not stored again.
  context.deleted.add(id)
  if (context.proposal.has(id)) await context.proposal.delete(id)
  await context.expirer.del(id).catch(() => undefined)
}
