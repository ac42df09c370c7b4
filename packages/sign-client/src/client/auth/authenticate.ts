import { payloadId } from '../../core/payloadId.js'
import { generateKeyPair } from '../../crypto/keys.js'
import { hashKey } from '../../crypto/hashes.js'
import { getSdkError, MissingOrInvalidError } from '../../errors/protocolErrors.js'
import { PeerError, SessionSettlementFailedError } from '../../errors/sdkErrors.js'
import { allValidCacaos, encodeRecap, withRecap, namespacesFromCacaos, type CacaoCheckOptions } from './cacao.js'
import type { Cacao } from '../../types/cacao.js'
import {
  AuthChainsRequiredError,
  AuthMultiNamespaceError,
  AuthNamespaceUnsupportedError,
  AuthParameterRequiredError,
} from '../../errors/clientErrors.js'
import type { ClientContext } from '../context/context.js'
import { isObject } from '../context/guards.js'
import { getLinkModeUrl } from '../transport/linkMode.js'
import { activatePairing, createPairing } from '../pairing/pairings.js'
import { deleteProposal, saveProposal, sendProposal } from '../proposal/proposals.js'
import { nowSeconds, PROPOSAL_LIFETIME_SECONDS, RPC_OPTIONS } from '../transport/rpcOptions.js'
import { openSessionTopic, saveSession } from '../session/sessions.js'
import type {
  AuthRequestParams,
  JsonRpcResponse,
  Metadata,
  ProposalStruct,
  SessionStruct,
} from '../../types/protocol.js'

// One-click sign-in (`wc_sessionAuthenticate`), the dapp's side: the request with its fallback proposal,
// and the wallet's signed answer, from which the session comes. The wallet's side is authenticateAnswers.ts.

export type AuthenticateParameters = {
  chains: string[]
  domain: string
  uri: string
  nonce: string
  statement?: string
  methods?: string[]
  resources?: string[]
  exp?: string
  nbf?: string
  expiry?: number
}

/** `session` is undefined for a sign-in that grants no methods (plain SIWE). */
export type AuthenticateResult = { auths?: Cacao[]; session?: SessionStruct }

/** The context of SESSION_SETTLEMENT_FAILED when a CACAO's signature does not check out. */
export const SIGNATURE_FAILED = 'Signature verification failed'

/**
 * The dapp asks for a sign-in on a new pairing, with a plain proposal for wallets that cannot sign in.
 * With `walletLink` (a wallet's universal link) and link mode enabled for it, nothing goes to the relay:
 * the returned `uri` is the link to open, carrying the request.
 */
export async function authenticate(
  context: ClientContext,
  params: AuthenticateParameters,
  walletLink?: string,
): Promise<{ uri: string; response: () => Promise<AuthenticateResult> }> {
  if (!isObject(params)) throw new MissingOrInvalidError(`authenticate() params: ${JSON.stringify(params)}`)
  const { chains, domain, uri: audience, nonce, statement = '', methods = [], exp, nbf } = params
  if (!Array.isArray(chains) || chains.length === 0 || !chains.every((chain) => typeof chain === 'string'))
    throw new AuthChainsRequiredError()
  if (typeof audience !== 'string' || !audience) throw new AuthParameterRequiredError('uri')
  if (typeof domain !== 'string' || !domain) throw new AuthParameterRequiredError('domain')
  if (typeof nonce !== 'string' || !nonce) throw new AuthParameterRequiredError('nonce')
  const namespaces = new Set(chains.map((chain) => chain.split(':')[0]))
  if (namespaces.size > 1) throw new AuthMultiNamespaceError()
  if (!namespaces.has('eip155')) throw new AuthNamespaceUnsupportedError()
  const { link } = context
  const appLink =
    typeof walletLink === 'string' && link.enabledHere && link.supportedApps.includes(walletLink) && link.linking
      ? walletLink
      : undefined
  // The first use of the relay: the connection opens now, or the call fails within connectTimeoutMs.
  if (appLink === undefined) await context.relay.connect()
  const subscribe = appLink === undefined
  const transportType = subscribe ? 'relay' : 'link_mode'
  const { topic: pairingTopic, uri } = await createPairing(context, ['wc_sessionAuthenticate'], { transportType })
  const self = generateKeyPair()
  const responseTopic = hashKey(self.publicKey)
  await context.keyChain.set(self.publicKey, self.privateKey)
  // The response topic's entry names our public key: its envelopes are type 1, sealed to that key.
  await context.keyChain.set(responseTopic, self.publicKey)
  if (subscribe) await context.relay.subscribe(responseTopic)
  const resources = methods.length
    ? withRecap(params.resources ?? [], encodeRecap('eip155', 'request', methods))
    : [...(params.resources ?? [])]
  const lifetime = Math.max(params.expiry ?? 0, RPC_OPTIONS.wc_sessionAuthenticate.req.ttl)
  const request: AuthRequestParams = {
    authPayload: {
      type: 'caip122',
      chains,
      statement,
      aud: audience,
      domain,
      version: '1',
      nonce,
      iat: new Date().toISOString(),
      ...(exp ? { exp } : {}),
      ...(nbf ? { nbf } : {}),
      ...(resources.length ? { resources } : {}),
    },
    requester: { publicKey: self.publicKey, metadata: context.metadata },
    expiryTimestamp: nowSeconds() + lifetime,
  }
  // The fallback: a plain proposal for the same chains, answered by wallets that cannot sign in.
  const proposal: ProposalStruct = {
    id: payloadId(),
    pairingTopic,
    expiryTimestamp: nowSeconds() + PROPOSAL_LIFETIME_SECONDS,
    relays: [{ protocol: 'irn' }],
    proposer: { publicKey: self.publicKey, metadata: context.metadata },
    requiredNamespaces: {},
    optionalNamespaces: {
      eip155: {
        chains,
        methods: [...new Set(['personal_sign', ...methods])],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  }
  const id = payloadId()
  const outcome = new Promise<AuthenticateResult>((resolve, reject) => {
    const { publicKey } = self
    const waiter = { id, proposalId: proposal.id, publicKey, pairingTopic, resolve, reject }
    context.authenticating.set(responseTopic, appLink === undefined ? waiter : { ...waiter, appLink })
    // Settled through the fallback proposal: the sign-in no longer waits, nor stays pending.
    const onFallback = (session: SessionStruct) => {
      context.authenticating.delete(responseTopic)
      void deletePendingAuthenticate(context, id).finally(() => resolve({ session }))
    }
    context.connecting.set(proposal.id, { resolve: onFallback, reject, publicKey })
  })
  outcome.catch(() => undefined)
  await saveProposal(context, proposal)
  // Kept (with its timer) until answered, in the same store as a wallet's pending sign-ins, as the official client does.
  await context.authRequest.set(id, { id, pairingTopic, expiryTimestamp: request.expiryTimestamp, params: request })
  await context.expirer.set(id, request.expiryTimestamp)
  if (appLink !== undefined) {
    // Link mode: the request travels in the link itself, in plaintext, and only the sign-in is asked.
    const answerTopic = responseTopic
    const envelope = await context.transport.prepareLinkRequest('wc_sessionAuthenticate', request, { id, answerTopic })
    return { uri: getLinkModeUrl(appLink, pairingTopic, envelope), response: () => outcome }
  }
  await context.transport.send(pairingTopic, 'wc_sessionAuthenticate', request, { id, answerTopic: responseTopic })
  await sendProposal(context, proposal)
  return { uri, response: () => outcome }
}

/** The wallet's answer to our sign-in (dapp), on its response topic. */
export async function onAuthenticateResponse(
  context: ClientContext,
  arrivedOn: string,
  response: JsonRpcResponse,
): Promise<void> {
  // A refusal from a wallet that did not register the method comes on the pairing topic instead.
  const [responseTopic, waiter] = [...context.authenticating].find(
    ([key, entry]) => entry.id === response.id && (key === arrivedOn || entry.pairingTopic === arrivedOn),
  ) ?? [arrivedOn, undefined]
  if (!waiter) return
  const topic = responseTopic
  if ('error' in response) {
    // A wallet that cannot sign in this way answers WC_METHOD_UNSUPPORTED: the fallback proposal decides.
    if (response.error.code === getSdkError('WC_METHOD_UNSUPPORTED').code)
      return deletePendingAuthenticate(context, waiter.id)
    await endAuthenticate(context, topic, waiter.proposalId)
    waiter.reject(new PeerError(response.error))
    return
  }
  const result = response.result
  if (
    !isObject(result) ||
    !Array.isArray(result.cacaos) ||
    !isObject(result.responder) ||
    typeof result.responder.publicKey !== 'string'
  )
    return
  const cacaos = result.cacaos as Cacao[]
  await endAuthenticate(context, topic, waiter.proposalId)
  if (!(await allValidCacaos(cacaos, checkOptions(context))))
    return waiter.reject(new SessionSettlementFailedError(SIGNATURE_FAILED))
  const responderKey = result.responder.publicKey
  const responderMetadata = result.responder.metadata as unknown as Metadata
  const { namespaces, methods } = namespacesFromCacaos(cacaos)
  // A sign-in sent by link goes on by link when the wallet enabled link mode too.
  const responderLink = isObject(responderMetadata) ? responderMetadata.redirect : undefined
  const byLink =
    waiter.appLink !== undefined && responderLink?.linkMode === true && typeof responderLink.universal === 'string'
  if (byLink) await context.link.addSupportedApp(responderLink.universal!)
  const privateKey = context.keyChain.get(waiter.publicKey)
  // A sign-in that grants no methods (plain SIWE) makes no session, as on the wallet's side.
  const session = methods.length
    ? await saveSession(context, {
        topic: await openSessionTopic(context, privateKey, responderKey, 'dapp', { subscribe: !byLink }),
        transportType: byLink ? 'link_mode' : 'relay',
        pairingTopic: waiter.pairingTopic,
        acknowledged: true,
        controller: responderKey,
        namespaces,
        selfPublicKey: waiter.publicKey,
        peer: { publicKey: responderKey, metadata: responderMetadata },
      })
    : undefined
  if (session) await activatePairing(context, waiter.pairingTopic, session.peer.metadata)
  waiter.resolve({ auths: cacaos, session })
}

/** The sign-in is answered: neither it nor its fallback proposal waits any longer. */
async function endAuthenticate(context: ClientContext, responseTopic: string, proposalId: number): Promise<void> {
  const waiter = context.authenticating.get(responseTopic)
  context.authenticating.delete(responseTopic)
  context.connecting.delete(proposalId)
  await deleteProposal(context, proposalId)
  if (waiter) await deletePendingAuthenticate(context, waiter.id)
}

/** The dapp's own sign-in request leaves the pending store, and its timer stops. */
export async function deletePendingAuthenticate(context: ClientContext, id: number): Promise<void> {
  if (context.authRequest.has(id)) await context.authRequest.delete(id)
  await context.expirer.del(id).catch(() => undefined)
}

/** How this client checks CACAOs: contract accounts over the RPC URLs it was given. */
export const checkOptions = ({ options }: ClientContext): CacaoCheckOptions =>
  options.chainRpcUrls ? { chainRpcUrls: options.chainRpcUrls } : {}
