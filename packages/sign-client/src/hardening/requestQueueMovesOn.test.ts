import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { encodeEnvelope } from '../crypto/envelope.js'
import { payloadId } from '../core/payloadId.js'
import type { PendingRequestStruct } from '../types/protocol.js'
import { startOfficialClient, type OfficialClient } from '../test/officialPeer.js'
import { ADDRESS, GRANTED, REQUIRED, relayLab, sign } from '../test/testSession.js'
import { nowSeconds } from '../client/transport/rpcOptions.js'

// Issue 18 item 5: the wallet's request queue jammed for good after a request expired unanswered,
// after its session was deleted, or after a request was emitted with no listener. Our relay on
// 127.0.0.1; the dapps are the official client 2.21.8 where a test needs them.

let close: (() => Promise<void>) | undefined
const officials: OfficialClient[] = []
afterEach(async () => {
  await Promise.all(officials.splice(0).map((client) => client.core.relayer.transportClose().catch(() => undefined)))
  await close?.()
  close = undefined
})

async function officialDapp(relayUrl: string, name: string) {
  const dapp = await startOfficialClient({ relayUrl, name })
  officials.push(dapp)
  return dapp
}

/** The official dapp proposes, our wallet pairs; resolves with the session topic. */
async function connect(dapp: OfficialClient, wallet: { pair(params: { uri: string }): Promise<unknown> }) {
  const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
  const approved = approval()
  await wallet.pair({ uri: uri! })
  return (await approved).topic
}

const officialSign = (dapp: OfficialClient, topic: string, message: string) =>
  dapp.request<string>({ topic, chainId: 'eip155:1', request: { method: 'personal_sign', params: [message, ADDRESS] } })

describe("the wallet's request queue moves on (item 5)", () => {
  it('after the session of an unanswered request is deleted: a second dapp is heard (official dapps)', async () => {
    const lab = await relayLab()
    close = lab.close
    const wallet = await lab.client('wallet')
    wallet.on('session_proposal', ({ id }) => void wallet.approve({ id, namespaces: GRANTED }))
    const heard: PendingRequestStruct[] = []
    let answerFrom = ''
    wallet.on('session_request', (request) => {
      heard.push(request)
      if (request.topic !== answerFrom) return // the wallet ignores the first dapp's request
      wallet
        .respond({
          topic: request.topic,
          response: { id: request.id, jsonrpc: '2.0', result: 'signed' },
        })
        .catch(() => undefined)
    })
    const first = await officialDapp(lab.relay.url, 'First Dapp')
    const firstTopic = await connect(first, wallet)
    officialSign(first, firstTopic, '0x01').catch(() => undefined)
    await waitFor('the first request', () => heard.length === 1)
    const deleted = new Promise((resolve) => wallet.once('session_delete', resolve))
    await first.disconnect({ topic: firstTopic, reason: { code: 6000, message: 'User disconnected.' } })
    await deleted
    const second = await officialDapp(lab.relay.url, 'Second Dapp')
    answerFrom = await connect(second, wallet)
    expect(await officialSign(second, answerFrom, '0x02')).toBe('signed')
    expect(heard.map((request) => request.topic)).toEqual([firstTopic, answerFrom])
    await waitFor('no request left pending', () => wallet.pendingRequest.getAll().length === 0)
  })

  it('after a request expires unanswered: the next one is handed over', async () => {
    const lab = await relayLab()
    close = lab.close
    const { dapp, wallet, topic, symKey, requests } = await lab.session({ answer: false })
    const expired: number[] = []
    wallet.on('session_request_expire', ({ id }) => expired.push(id))
    // A request that expires in two seconds (our dapp's API allows no less than 300 s, so it is sealed by hand).
    const raw = await lab.stranger()
    const id = payloadId()
    const payload = {
      id,
      jsonrpc: '2.0',
      method: 'wc_sessionRequest',
      params: {
        request: { method: 'personal_sign', params: ['0x01', ADDRESS], expiryTimestamp: nowSeconds() + 2 },
        chainId: 'eip155:1',
      },
    }
    await raw.publish(topic, encodeEnvelope({ type: 0, symKey, payload: JSON.stringify(payload) }), {
      ttl: 300,
      tag: 1108,
    })
    await waitFor('the short-lived request', () => requests.length === 1)
    await waitFor('its expiry', () => expired.includes(id))
    sign(dapp, topic, '0x02').catch(() => undefined)
    await waitFor('the request after the expired one', () => requests.length === 2)
    expect(requests.map((request) => request.params.request.params)).toEqual([
      ['0x01', ADDRESS],
      ['0x02', ADDRESS],
    ])
  })

  it('after a request arrived with no listener: it and the next are handed to the listener that attaches', async () => {
    const lab = await relayLab()
    close = lab.close
    const wallet = await lab.client('wallet')
    wallet.on('session_proposal', ({ id }) => void wallet.approve({ id, namespaces: GRANTED }))
    const dapp = await officialDapp(lab.relay.url, 'Dapp')
    const topic = await connect(dapp, wallet)
    const first = officialSign(dapp, topic, '0x01')
    await waitFor('the request, kept by a wallet with no listener', () => wallet.pendingRequest.getAll().length === 1)
    wallet.on('session_request', (request) => {
      const [message] = request.params.request.params as string[]
      wallet
        .respond({ topic, response: { id: request.id, jsonrpc: '2.0', result: `signed:${message}` } })
        .catch(() => undefined)
    })
    expect(await first).toBe('signed:0x01')
    expect(await officialSign(dapp, topic, '0x02')).toBe('signed:0x02')
  })
})
