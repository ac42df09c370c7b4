import { ExpiredError, MissingOrInvalidError, NoMatchingKeyError } from '../../errors/protocolErrors.js'
import { PeerError } from '../../errors/sdkErrors.js'
import type { JsonRpcResponse, Metadata, SessionStruct } from '../../types/protocol.js'
import type { ClientContext } from '../context/context.js'
import { isObject } from '../context/guards.js'
import { activatePairing, deleteDuplicatePairings } from '../pairing/pairings.js'
import { assertSessionNamespaces } from '../session/namespaces.js'
import { deleteSession, saveSession } from '../session/sessions.js'
import { nowSeconds } from '../transport/rpcOptions.js'
import { deleteProposal } from './proposals.js'

// The settlement, the last step of a proposal: the dapp stores the session the wallet settled, and
// the wallet learns whether the dapp took it.

/** The wallet's settlement of our proposal (dapp): the session is stored and `approval()` resolves. */
export async function onSettle(context: ClientContext, topic: string, id: number, params: unknown): Promise<void> {
  const pending = [...context.connecting].find(([, entry]) => entry.sessionTopic === topic)
  if (!pending) throw new NoMatchingKeyError(`Pending session not found for topic ${topic}`)
  const [proposalId, waiter] = pending
  if (!isObject(params) || !isObject(params.relay) || typeof params.relay.protocol !== 'string')
    throw new MissingOrInvalidError(`onSessionSettleRequest() relay protocol should be a string`)
  const { controller } = params
  if (!isObject(controller) || typeof controller.publicKey !== 'string' || !isObject(controller.metadata))
    throw new MissingOrInvalidError('onSessionSettleRequest() controller')
  assertSessionNamespaces(params.namespaces, 'onSessionSettleRequest()')
  if (typeof params.expiry !== 'number' || params.expiry <= nowSeconds())
    throw new ExpiredError('onSessionSettleRequest()')
  const proposal = context.proposal.has(proposalId) ? context.proposal.get(proposalId) : undefined
  const session = await saveSession(context, {
    topic,
    ...(proposal ? { pairingTopic: proposal.pairingTopic } : {}),
    relay: params.relay as SessionStruct['relay'],
    expiry: params.expiry,
    acknowledged: true,
    controller: controller.publicKey,
    namespaces: params.namespaces,
    requiredNamespaces: proposal?.requiredNamespaces ?? {},
    optionalNamespaces: proposal?.optionalNamespaces ?? {},
    selfPublicKey: waiter.publicKey,
    peer: { publicKey: controller.publicKey, metadata: controller.metadata as unknown as Metadata },
    ...(isObject(params.sessionProperties)
      ? { sessionProperties: params.sessionProperties as Record<string, string> }
      : {}),
    ...(isObject(params.scopedProperties) ? { scopedProperties: params.scopedProperties } : {}),
    ...(isObject(params.sessionConfig) ? { sessionConfig: params.sessionConfig } : {}),
  })
  context.connecting.delete(proposalId)
  await deleteProposal(context, proposalId)
  if (proposal) {
    await activatePairing(context, proposal.pairingTopic, session.peer.metadata)
    if (context.pairing.has(proposal.pairingTopic))
      await deleteDuplicatePairings(context, proposal.pairingTopic, session.peer.metadata.url)
  }
  await context.transport.sendResult(topic, id, 'wc_sessionSettle', true)
  context.events.emit('session_connect', { session })
  waiter.resolve(session)
}

/** The dapp's answer to our settlement (wallet): `acknowledged()` resolves, or the session is dropped. */
export async function onSettleResponse(
  context: ClientContext,
  topic: string,
  response: JsonRpcResponse,
): Promise<void> {
  const waiter = context.settling.get(topic)
  context.settling.delete(topic)
  if ('error' in response) {
    // The dapp refused our settlement: the session ends here, and says so like any other ending.
    if (context.session.has(topic)) {
      await deleteSession(context, topic)
      context.events.emit('session_delete', { id: response.id, topic })
    }
    waiter?.reject(new PeerError(response.error))
    return
  }
  if (context.session.has(topic)) await context.session.update(topic, { acknowledged: true })
  if (context.session.has(topic)) waiter?.resolve(context.session.get(topic))
}
