import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { payloadId } from '../core/payloadId.js'
import { generateKeyPair } from '../crypto/keys.js'
import { decodeEnvelope, encodeEnvelope } from '../crypto/envelope.js'
import { parsePairingUri } from '../client/pairing/pairingUri.js'
import type { RelayClient } from '../relay/relayClient.js'
import { metadata, REQUIRED, relayLab } from '../test/testSession.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'

// Issue 18 item 10, the part left: the role filter only knew a wallet's sessions, so a dapp kept a
// stray wc_sessionRequest on its session until it expired, and on a pairing topic a dapp took a
// wc_sessionPropose as if it were a wallet. Each side now marks its role on every session and pairing
// topic it opens, in storage, and ignores at once what its own role sends, also after a restart. Our
// relay on 127.0.0.1, our clients, and a raw relay client that knows the topic's key.

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

const OPTIONS = { ttl: 300, tag: 1108 }
const seal = (symKey: string, payload: object) => encodeEnvelope({ type: 0, symKey, payload: JSON.stringify(payload) })

/** A well-formed wc_sessionRequest, as only a dapp sends it. */
const strayRequest = () => ({
  id: payloadId(),
  jsonrpc: '2.0',
  method: 'wc_sessionRequest',
  params: {
    request: { method: 'personal_sign', params: ['0x01'], expiryTimestamp: Math.floor(Date.now() / 1000) + 300 },
    chainId: 'eip155:1',
  },
})

/** A well-formed wc_sessionPropose from a stranger's key, as only a dapp sends it. */
const strayProposal = () => ({
  id: payloadId(),
  jsonrpc: '2.0',
  method: 'wc_sessionPropose',
  params: {
    relays: [{ protocol: 'irn' }],
    proposer: { publicKey: generateKeyPair().publicKey, metadata: metadata('Stranger') },
    requiredNamespaces: REQUIRED,
    optionalNamespaces: {},
    expiryTimestamp: Math.floor(Date.now() / 1000) + 300,
  },
})

/**
 * Publishes `payload` on `topic`, then a wc_pairingPing, and resolves once the ping is answered: the
 * client handled the payload's history record first (it arrived first on the same topic).
 */
async function publishThenPing(raw: RelayClient, topic: string, symKey: string, payload: object) {
  await raw.subscribe(topic)
  const pingId = payloadId()
  const answered = new Promise<void>((resolve) => {
    raw.on('message', ({ topic: at, message }) => {
      if (at !== topic) return
      const opened = JSON.parse(decodeEnvelope(message, { symKey }).payload) as { id: number; result?: unknown }
      if (opened.id === pingId && opened.result === true) resolve()
    })
  })
  await raw.publish(topic, seal(symKey, payload), OPTIONS)
  await raw.publish(topic, seal(symKey, { id: pingId, jsonrpc: '2.0', method: 'wc_pairingPing', params: {} }), OPTIONS)
  await answered
}

describe('each side ignores what its own role sends, on sessions and pairings, across a restart', () => {
  it('a dapp keeps no stray wc_sessionRequest on its session, before and after a restart', async () => {
    const lab = await relayLab()
    close = lab.close
    const storage = new MemoryStorage()
    const { dapp, topic, symKey, requests } = await lab.session({ dapp: { storage } })
    const raw = await lab.stranger()
    const first = strayRequest()
    await publishThenPing(raw, topic, symKey, first)
    // The wallet, whose role receives it, takes it; the dapp holds nothing.
    await waitFor('the wallet took the request', () => requests.some(({ id }) => id === first.id))
    expect(dapp.pendingRequest.getAll()).toEqual([])
    await dapp.close()
    const restarted = await lab.client('dapp', { storage })
    const second = strayRequest()
    await publishThenPing(raw, topic, symKey, second)
    await waitFor('the wallet took the second request', () => requests.some(({ id }) => id === second.id))
    expect(restarted.pendingRequest.getAll()).toEqual([])
    expect(restarted.session.keys).toEqual([topic])
  })

  it('a dapp takes no wc_sessionPropose on its own pairing, before and after a restart', async () => {
    const lab = await relayLab()
    close = lab.close
    const storage = new MemoryStorage()
    const dapp = await lab.client('dapp', { storage })
    const { uri } = await dapp.connect({ requiredNamespaces: REQUIRED })
    const { topic, symKey } = parsePairingUri(uri!)
    const own = dapp.proposal.keys
    const proposals: number[] = []
    dapp.on('session_proposal', ({ id }) => proposals.push(id))
    const raw = await lab.stranger()
    await publishThenPing(raw, topic, symKey, strayProposal())
    expect(proposals).toEqual([])
    expect(dapp.proposal.keys).toEqual(own)
    await dapp.close()
    const restarted = await lab.client('dapp', { storage })
    const after: number[] = []
    restarted.on('session_proposal', ({ id }) => after.push(id))
    await publishThenPing(raw, topic, symKey, strayProposal())
    expect(after).toEqual([])
    expect(restarted.proposal.keys).toEqual(own)
  })

  it('a wallet still takes the proposal on the pairing it joined, and the role mark goes with the pairing', async () => {
    const lab = await relayLab()
    close = lab.close
    const dapp = await lab.client('dapp')
    const storage = new MemoryStorage()
    const wallet = await lab.client('wallet', { storage })
    const { uri } = await dapp.connect({ requiredNamespaces: REQUIRED })
    const { topic, symKey } = parsePairingUri(uri!)
    const proposals: number[] = []
    wallet.on('session_proposal', ({ id }) => proposals.push(id))
    await wallet.pair({ uri: uri! })
    const roleKey = `wc@2:agentry:wallet:role//${topic}`
    expect(await storage.getItem(roleKey)).toEqual([topic, { role: 'wallet' }, expect.any(Number)])
    await waitFor("the dapp's proposal reached the wallet", () => proposals.length === 1)
    const stray = strayProposal()
    await publishThenPing(await lab.stranger(), topic, symKey, stray)
    await waitFor('the second proposal reached the wallet', () => proposals.includes(stray.id))
    await wallet.disconnect({ topic })
    expect(wallet.pairing.keys).toEqual([])
    expect(await storage.getItem(roleKey)).toBeUndefined()
  })
})
