import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connectClient, type TestClient } from './test/relayTestClient.js'
import { startRelay, type RelayServer } from './startRelay.js'

const PAIRING = 'a'.repeat(64)
const SESSION = 'b'.repeat(64)

let relay: RelayServer
let dapp: TestClient
let wallet: TestClient
beforeEach(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
  dapp = await connectClient(relay.url)
  wallet = await connectClient(relay.url)
})
afterEach(async () => {
  await Promise.all([dapp.close(), wallet.close()])
  await relay.close()
})

describe('wc_proposeSession / wc_approveSession', () => {
  it('runs a whole pairing: proposal stored for the wallet, answer to the dapp, settle waiting on the session topic', async () => {
    const propose = await dapp.call('wc_proposeSession', {
      pairingTopic: PAIRING,
      sessionProposal: 'proposal',
      ttl: 300,
      correlationId: 1732012345678901,
    })
    expect(propose).toMatchObject({ result: true })

    // The wallet pairs later: the proposal waits in the store.
    await wallet.call('irn_subscribe', { topic: PAIRING })
    expect((await wallet.waitFor(() => wallet.deliveries[0])).message).toBe('proposal')

    const approve = await wallet.call('wc_approveSession', {
      sessionTopic: SESSION,
      pairingTopic: PAIRING,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
      correlationId: 1732012345678901,
    })
    expect(approve).toMatchObject({ result: true })

    // The dapp was subscribed to the pairing topic by wc_proposeSession.
    const answer = await dapp.waitFor(() => dapp.deliveries[0])
    expect(answer).toMatchObject({ topic: PAIRING, message: 'response', attestation: '' })

    // The settle request was published before the dapp subscribed to the session topic.
    await dapp.call('irn_subscribe', { topic: SESSION })
    expect((await dapp.waitFor(() => dapp.deliveries[1])).message).toBe('settle')

    // Neither side got its own messages back.
    await wallet.settle()
    expect(wallet.messages()).toEqual(['proposal'])
    expect(dapp.messages()).toEqual(['response', 'settle'])

    // wc_approveSession subscribed the wallet to the session topic.
    await dapp.call('irn_publish', { topic: SESSION, message: 'request', ttl: 300, tag: 1108 })
    expect((await wallet.waitFor(() => wallet.deliveries[1])).message).toBe('request')
  })

  it('delivers the proposal at once to a wallet already subscribed', async () => {
    await wallet.call('irn_subscribe', { topic: PAIRING })
    await dapp.call('wc_proposeSession', { pairingTopic: PAIRING, sessionProposal: 'live', ttl: 300, correlationId: 1 })
    expect((await wallet.waitFor(() => wallet.deliveries[0])).message).toBe('live')
  })

  it('defaults the TTL to 300 seconds when none is given', async () => {
    expect(await dapp.call('wc_proposeSession', { pairingTopic: PAIRING, sessionProposal: 'p' })).toMatchObject({
      result: true,
    })
    expect(relay.stats()).toMatchObject({ messages: 1, subscriptions: 1 })
  })

  it('answers -32602 for missing params and changes nothing', async () => {
    const reply = await wallet.call('wc_approveSession', { sessionTopic: SESSION, pairingTopic: PAIRING })
    expect(reply.error).toEqual({
      code: -32602,
      message: 'Invalid params: sessionProposalResponse must be a non-empty string.',
    })
    expect(relay.stats()).toMatchObject({ messages: 0, subscriptions: 0 })
  })
})
