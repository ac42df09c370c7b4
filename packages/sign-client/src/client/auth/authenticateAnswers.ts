import { generateKeyPair } from '../../crypto/keys.js'
import { hashKey } from '../../crypto/hashes.js'
import { getSdkError, MissingOrInvalidError } from '../../errors/protocolErrors.js'
import { SessionSettlementFailedError } from '../../errors/sdkErrors.js'
import { checkOptions, SIGNATURE_FAILED } from './authenticate.js'
import type { Cacao } from '../../types/cacao.js'
import { allValidCacaos, namespacesFromCacaos } from './cacao.js'
import { AuthRequestNotFoundError } from '../../errors/clientErrors.js'
import type { ClientContext } from '../context/context.js'
import { endLinkRoute } from '../link/linkRoutes.js'
import { UNKNOWN_VERIFY } from '../context/events.js'
import { isObject } from '../context/guards.js'
import { activatePairing } from '../pairing/pairings.js'
import { nowSeconds, RPC_OPTIONS } from '../transport/rpcOptions.js'
import { openSessionTopic, saveSession } from '../session/sessions.js'
import type { AuthRequestParams, AuthRequestStruct, JsonRpcError, SessionStruct } from '../../types/protocol.js'

// One-click sign-in, the wallet's side: the request kept until answered, and the answer (signed CACAOs
// or a refusal) sealed in a type 1 envelope to the dapp's key, the only key of the dapp's that the wallet knows.

/** The wallet answers with signed CACAOs: checked, a session opened when they grant methods, sealed to the dapp. */
export async function approveSessionAuthenticate(
  context: ClientContext,
  params: { id: number; auths: Cacao[] },
): Promise<{ session: SessionStruct | undefined }> {
  if (!isObject(params))
    throw new MissingOrInvalidError(`approveSessionAuthenticate() params: ${JSON.stringify(params)}`)
  const pending = assertAuthRequest(context, params.id)
  const requester = pending.params.requester
  // Our key is made and kept before the CACAOs are read, as in the official client: callers that fill
  // `auths` while signing (an array passed before the signatures land) find them there by then.
  const self = generateKeyPair()
  await context.keyChain.set(self.publicKey, self.privateKey)
  if (!Array.isArray(params.auths) || params.auths.length === 0) {
    await context.keyChain.delete(self.publicKey)
    throw new MissingOrInvalidError(`approveSessionAuthenticate() params: ${JSON.stringify(params)}`)
  }
  const responseTopic = hashKey(requester.publicKey)
  const seal = {
    senderPrivateKey: self.privateKey,
    senderPublicKey: self.publicKey,
    receiverPublicKey: requester.publicKey,
  }
  const option = RPC_OPTIONS.wc_sessionAuthenticate.res
  if (!(await allValidCacaos(params.auths, checkOptions(context)))) {
    const error = getSdkError('SESSION_SETTLEMENT_FAILED', SIGNATURE_FAILED)
    await context.transport.sendSealed(responseTopic, { id: params.id, jsonrpc: '2.0', error }, seal, option)
    throw new SessionSettlementFailedError(SIGNATURE_FAILED)
  }
  const { namespaces, methods } = namespacesFromCacaos(params.auths)
  // A sign-in that came by link is answered by link, and its session goes on by link. Completed, it
  // puts the dapp's app in the supported-apps list (the only way a wallet's list grows).
  const byLink = context.link.appLinkFor(responseTopic) !== undefined
  if (byLink) await context.link.addSupportedApp(requester.metadata.redirect!.universal!)
  let session: SessionStruct | undefined
  if (methods.length) {
    session = await saveSession(context, {
      topic: await openSessionTopic(context, self.privateKey, requester.publicKey, 'wallet', { subscribe: !byLink }),
      transportType: byLink ? 'link_mode' : 'relay',
      pairingTopic: pending.pairingTopic,
      acknowledged: true,
      controller: requester.publicKey,
      namespaces,
      selfPublicKey: self.publicKey,
      peer: requester,
    })
  }
  const responder = { publicKey: self.publicKey, metadata: context.metadata }
  const result = { cacaos: params.auths, responder }
  await context.transport.sendSealed(responseTopic, { id: params.id, jsonrpc: '2.0', result }, seal, option)
  await deleteAuthRequest(context, params.id)
  // The pairing led somewhere: active, with the dapp's metadata, as after an approved proposal.
  await activatePairing(context, pending.pairingTopic, requester.metadata)
  return { session }
}

/** The wallet declines a sign-in; the dapp's fallback proposal may still be answered. */
export async function rejectSessionAuthenticate(
  context: ClientContext,
  params: { id: number; reason: JsonRpcError },
): Promise<void> {
  if (!isObject(params) || !isObject(params.reason) || typeof params.reason.code !== 'number')
    throw new MissingOrInvalidError(`rejectSessionAuthenticate() params: ${JSON.stringify(params)}`)
  const { requester } = assertAuthRequest(context, params.id).params
  const self = generateKeyPair()
  const seal = {
    senderPrivateKey: self.privateKey,
    senderPublicKey: self.publicKey,
    receiverPublicKey: requester.publicKey,
  }
  const response = { id: params.id, jsonrpc: '2.0' as const, error: params.reason }
  await context.transport.sendSealed(
    hashKey(requester.publicKey),
    response,
    seal,
    RPC_OPTIONS.wc_sessionAuthenticate.reject!,
  )
  await deleteAuthRequest(context, params.id)
}

/**
 * A sign-in request on a pairing (wallet): kept and announced; a malformed or expired one is ignored.
 * One that came by link (`viaLink`) is answered by link when link mode is enabled with its dapp.
 */
export async function onAuthenticateRequest(
  context: ClientContext,
  topic: string,
  id: number,
  params: unknown,
  viaLink = false,
): Promise<void> {
  const valid =
    isObject(params) &&
    isObject(params.requester) &&
    typeof params.requester.publicKey === 'string' &&
    /^[0-9a-f]{64}$/.test(params.requester.publicKey) &&
    isObject(params.authPayload) &&
    Array.isArray(params.authPayload.chains) &&
    typeof params.authPayload.domain === 'string' &&
    typeof params.authPayload.nonce === 'string'
  if (!valid) return
  const request = params as unknown as AuthRequestParams
  const expiryTimestamp =
    typeof request.expiryTimestamp === 'number'
      ? request.expiryTimestamp
      : nowSeconds() + RPC_OPTIONS.wc_sessionAuthenticate.req.ttl
  if (expiryTimestamp <= nowSeconds()) return
  const universal = request.requester.metadata?.redirect?.universal
  const byLink = viaLink && typeof universal === 'string' && universal !== ''
  // Came by link: answered by link while pending (kept with the request, so a restart keeps the route).
  // The dapp's app joins the supported-apps list only once the sign-in is approved.
  if (byLink) context.link.routeTopic(hashKey(request.requester.publicKey), request.requester.metadata)
  await context.authRequest.set(id, {
    id,
    pairingTopic: topic,
    expiryTimestamp,
    params: request,
    ...(byLink ? { transportType: 'link_mode' as const } : {}),
  })
  await context.expirer.set(id, expiryTimestamp)
  const verifyContext = viaLink ? context.link.verifyContextFor(request.requester.metadata) : UNKNOWN_VERIFY
  context.events.emit('session_authenticate', { id, topic, params: request, verifyContext })
}

function assertAuthRequest(context: ClientContext, id: unknown): AuthRequestStruct {
  if (typeof id !== 'number' || !context.authRequest.has(id)) throw new AuthRequestNotFoundError(id)
  return context.authRequest.get(id)
}

/** Deletes a sign-in request and its timer. */
async function deleteAuthRequest(context: ClientContext, id: number): Promise<void> {
  if (context.authRequest.has(id)) {
    endLinkRoute(context, context.authRequest.get(id))
    await context.authRequest.delete(id)
  }
  await context.expirer.del(id).catch(() => undefined)
}
