import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadId } from '../../core/payloadId.js'
import { decodeEnvelope, encodeEnvelope } from '../../crypto/envelope.js'
import { topicFromSymKey } from '../../crypto/hashes.js'
import { deriveSymKey, generateKeyPair } from '../../crypto/keys.js'
import { parsePairingUri } from '../pairing/pairingUri.js'
import type { RelayClient, RelayMessage } from '../../relay/relayClient.js'
import { ADDRESS, GRANTED, metadata, outcome, relayLab, REQUIRED } from '../../test/testSession.js'
import type { SignClient } from '../SignClient.js'
import type { SessionStruct } from '../../types/protocol.js'

// Spec section 5, "Settle: relay a string, controller valid, namespaces valid and not expired": our dapp
// refuses each bad wc_sessionSettle with an error reply carrying the spec's check, keeps waiting for the
// wallet, and a good settlement afterwards still makes the session. The wallet is a raw relay client on
// our relay on 127.0.0.1 that answers the proposal and settles as a wallet would, so it can settle badly.

type Reply = { id: number; result?: unknown; error?: { code: number; message: string } }

let lab: Awaited<ReturnType<typeof relayLab>>
let dapp: SignClient
let wallet: RelayClient
let sessionTopic: string
let sessionKey: string
let approval: () => Promise<SessionStruct>
const controller = generateKeyPair()
const replies = new Map<number, (reply: Reply) => void>()

beforeAll(async () => {
  lab = await relayLab({ host: '127.0.0.1', port: 0 })
  dapp = await lab.client('dapp')
  wallet = await lab.stranger()
  const connected = await dapp.connect({ requiredNamespaces: REQUIRED })
  approval = connected.approval
  const { topic: pairingTopic, symKey: pairingKey } = parsePairingUri(connected.uri!)
  const proposal = new Promise<{ id: number; params: { proposer: { publicKey: string } } }>((resolve) => {
    wallet.on('message', ({ topic, message }: RelayMessage) => {
      if (topic === pairingTopic) return resolve(JSON.parse(decodeEnvelope(message, { symKey: pairingKey }).payload))
      if (topic !== sessionTopic) return
      const reply = JSON.parse(decodeEnvelope(message, { symKey: sessionKey }).payload) as Reply
      replies.get(reply.id)?.(reply)
    })
  })
  await wallet.subscribe(pairingTopic)
  const { id, params } = await proposal
  // The wallet's side of the proposal: the session key from our key and the dapp's, then the answer.
  sessionKey = deriveSymKey(controller.privateKey, params.proposer.publicKey)
  sessionTopic = topicFromSymKey(sessionKey)
  await wallet.subscribe(sessionTopic)
  const answer = {
    id,
    jsonrpc: '2.0',
    result: { relay: { protocol: 'irn' }, responderPublicKey: controller.publicKey },
  }
  await wallet.publish(pairingTopic, encodeEnvelope({ type: 0, symKey: pairingKey, payload: JSON.stringify(answer) }), {
    ttl: 300,
    tag: 1101,
  })
})
afterAll(async () => lab.close())

const inAWeek = () => Math.floor(Date.now() / 1000) + 7 * 24 * 3600
const namespaces = { eip155: { ...GRANTED.eip155, accounts: [`eip155:1:${ADDRESS}`] } }
const goodSettle = () => ({
  relay: { protocol: 'irn' },
  controller: { publicKey: controller.publicKey, metadata: metadata('raw wallet') },
  namespaces,
  expiry: inAWeek(),
})

/** Publishes a wc_sessionSettle with `params` on the session topic and returns the dapp's reply. */
async function settle(params: unknown): Promise<Reply> {
  const id = payloadId()
  const reply = new Promise<Reply>((resolve) => replies.set(id, resolve))
  const payload = JSON.stringify({ id, jsonrpc: '2.0', method: 'wc_sessionSettle', params })
  await wallet.publish(sessionTopic, encodeEnvelope({ type: 0, symKey: sessionKey, payload }), { ttl: 300, tag: 1102 })
  return reply
}

describe('spec section 5: the dapp checks the settlement', () => {
  it('refuses a relay that is not a string, a bad controller, bad namespaces and a past expiry, then settles', async () => {
    const { relay: _relay, ...withoutRelay } = goodSettle()
    const refusals: [unknown, string][] = [
      [withoutRelay, 'Missing or invalid. onSessionSettleRequest() relay protocol should be a string'],
      [
        { ...goodSettle(), relay: { protocol: 7 } },
        'Missing or invalid. onSessionSettleRequest() relay protocol should be a string',
      ],
      [
        { ...goodSettle(), controller: { publicKey: 1, metadata: {} } },
        'Missing or invalid. onSessionSettleRequest() controller',
      ],
      [
        { ...goodSettle(), controller: { publicKey: controller.publicKey } },
        'Missing or invalid. onSessionSettleRequest() controller',
      ],
      [
        { ...goodSettle(), namespaces: {} },
        'Missing or invalid. onSessionSettleRequest(), namespaces should be an object with data',
      ],
      [
        { ...goodSettle(), namespaces: { eip155: { ...namespaces.eip155, accounts: ['not-caip-10'] } } },
        'Missing or invalid. onSessionSettleRequest() namespaces, eip155 accounts must be CAIP-10 ids of that namespace',
      ],
      [{ ...goodSettle(), expiry: Math.floor(Date.now() / 1000) - 1 }, 'Expired. onSessionSettleRequest()'],
      [{ ...goodSettle(), expiry: 'later' }, 'Expired. onSessionSettleRequest()'],
    ]
    for (const [params, message] of refusals) {
      const reply = await settle(params)
      expect(reply.error, JSON.stringify(params)).toMatchObject({ message })
      expect(reply.result).toBeUndefined()
    }
    // Every refusal left the dapp waiting: no session yet, and the wallet's good settlement makes it.
    expect(await outcome(approval(), 100)).toBe('pending')
    expect(dapp.session.keys).toEqual([])
    const reply = await settle(goodSettle())
    expect(reply).toMatchObject({ result: true })
    const session = await approval()
    expect(session).toMatchObject({ topic: sessionTopic, controller: controller.publicKey, namespaces })
  })
})
