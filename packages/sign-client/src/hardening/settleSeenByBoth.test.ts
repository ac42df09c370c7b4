import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { encodeEnvelope } from '../crypto/envelope.js'
import { payloadId } from '../core/payloadId.js'
import type { SignClient } from '../client/SignClient.js'
import { startOfficialClient, type OfficialClient } from '../test/officialPeer.js'
import type { RelayClient } from '../relay/relayClient.js'
import { GRANTED, REQUIRED, relayLab } from '../test/testSession.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'

// Issue 18 item 10: a request that reached both peers of a session made them answer each other, and
// the settle-error path then deleted the session on one side with no session_delete event (one bad
// wc_sessionSettle dropped the dapp's session in 5 of 10 tries). Now each side handles only requests
// meant for its role and takes only answers to requests it sent. Our relay on 127.0.0.1, the official
// client 2.21.8 as the peer, and a raw relay client that knows the session key.

let close: (() => Promise<void>) | undefined
const officials: OfficialClient[] = []
afterEach(async () => {
  await Promise.all(officials.splice(0).map((client) => client.core.relayer.transportClose().catch(() => undefined)))
  await close?.()
  close = undefined
})

const ROUNDS = 10
const OPTIONS = { ttl: 300, tag: 1102 }

/** Publishes a bad wc_sessionSettle on the session topic: both peers receive it. */
async function badSettle(raw: RelayClient, topic: string, symKey: string) {
  const payload = { id: payloadId(), jsonrpc: '2.0', method: 'wc_sessionSettle', params: { bogus: true } }
  await raw.publish(topic, encodeEnvelope({ type: 0, symKey, payload: JSON.stringify(payload) }), OPTIONS)
}

/** Every session deletion the client announced. */
const deletions = (client: SignClient) => {
  const topics: string[] = []
  client.on('session_delete', ({ topic }) => topics.push(topic))
  return topics
}

describe('a message seen by both ends deletes no session (item 10)', () => {
  it('our dapp, an official wallet: bad settlements on the session leave it alive on both sides', async () => {
    const lab = await relayLab()
    close = lab.close
    const storage = new MemoryStorage()
    const dapp = await lab.client('dapp', { storage })
    const wallet = await startOfficialClient({ relayUrl: lab.relay.url, name: 'Official Wallet' })
    officials.push(wallet)
    wallet.on('session_proposal', ({ id }) => void wallet.approve({ id, namespaces: GRANTED }))
    const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
    const approved = approval()
    await wallet.pair({ uri: uri! })
    const { topic } = await approved
    const [, symKey] = (await storage.getItem<[string, string, number]>(`wc@2:agentry:dapp:keychain//${topic}`))!
    const deleted = deletions(dapp)
    const raw = await lab.stranger()
    for (let round = 0; round < ROUNDS; round += 1) await badSettle(raw, topic, symKey)
    // A ping answered after them: the relay has delivered them, and the session still works both ways.
    await dapp.ping({ topic })
    await wallet.ping({ topic })
    expect(dapp.session.keys).toContain(topic)
    expect(wallet.session.keys).toContain(topic)
    expect(deleted).toEqual([])
  })

  it('an official dapp, our wallet: the wallet ignores settlements on the session it controls', async () => {
    const lab = await relayLab()
    close = lab.close
    const storage = new MemoryStorage()
    const wallet = await lab.client('wallet', { storage })
    wallet.on('session_proposal', ({ id }) => void wallet.approve({ id, namespaces: GRANTED }))
    const dapp = await startOfficialClient({ relayUrl: lab.relay.url, name: 'Official Dapp' })
    officials.push(dapp)
    const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
    const approved = approval()
    await wallet.pair({ uri: uri! })
    const { topic } = await approved
    await waitFor(
      'the settlement acknowledged',
      () => wallet.session.has(topic) && wallet.session.get(topic).acknowledged,
    )
    const [, symKey] = (await storage.getItem<[string, string, number]>(`wc@2:agentry:wallet:keychain//${topic}`))!
    const deleted = deletions(wallet)
    const raw = await lab.stranger()
    for (let round = 0; round < ROUNDS; round += 1) await badSettle(raw, topic, symKey)
    await wallet.ping({ topic })
    await dapp.ping({ topic })
    expect(wallet.session.keys).toContain(topic)
    expect(dapp.session.keys).toContain(topic)
    expect(deleted).toEqual([])
  })
})
