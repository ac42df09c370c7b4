import { afterEach, describe, expect, it } from 'vitest'
import { decodeEnvelope, encodeEnvelope } from '../crypto/envelope.js'
import { parsePairingUri } from '../client/pairing/pairingUri.js'
import type { RelayMessage } from '../relay/relayClient.js'
import { ADDRESS, outcome, relayLab, sign } from '../test/testSession.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'
import { payloadId } from './payloadId.js'

// Issue 18 item 9: the JSON-RPC history was never pruned while a session lived (about 953 B per request
// on each side); a stranger who saw the QR code added megabytes with pairing pings, and once storage
// was full, incoming requests were dropped with no answer.

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

type Persisted = [key: number, value: { topic: string; response?: unknown }, rank: number]

/** The history records `storage` holds for `topic`, read back from storage itself. */
async function storedHistory(storage: MemoryStorage, prefix: string, topic: string) {
  const entries = await storage.getEntries<Persisted>()
  return entries
    .filter(([key]) => key.startsWith(`${prefix}history//`))
    .map(([, [, value]]) => value)
    .filter((record) => record.topic === topic)
}

/** Publishes `count` requests sealed with `symKey` on `topic`, one at a time. */
async function flood(
  publish: (topic: string, message: string, options: { ttl: number; tag: number }) => Promise<void>,
  { topic, symKey, count, request }: { topic: string; symKey: string; count: number; request: (id: number) => object },
) {
  const ids: number[] = []
  for (let index = 0; index < count; index++) {
    const id = payloadId()
    ids.push(id)
    const payload = JSON.stringify({ id, jsonrpc: '2.0', ...request(id) })
    await publish(topic, encodeEnvelope({ type: 0, symKey, payload }), { ttl: 300, tag: 1000 })
  }
  return ids
}

describe('the JSON-RPC history stays bounded (item 9)', () => {
  it('a stranger with the pairing URI sends 250 pairing pings: both peers answer every one and keep at most 100 records of it', async () => {
    const lab = await relayLab()
    close = lab.close
    const walletStorage = new MemoryStorage()
    const dappStorage = new MemoryStorage()
    const { dapp, topic, uri } = await lab.session({
      wallet: { storage: walletStorage },
      dapp: { storage: dappStorage },
    })
    const { topic: pairingTopic, symKey } = parsePairingUri(uri)
    const stranger = await lab.stranger()
    const answered: number[] = []
    stranger.on('message', ({ message }: RelayMessage) => {
      const answer = JSON.parse(decodeEnvelope(message, { symKey }).payload) as { id: number; result?: unknown }
      if (answer.result === true) answered.push(answer.id)
    })
    await stranger.subscribe(pairingTopic)
    const ids = await flood(stranger.publish.bind(stranger), {
      topic: pairingTopic,
      symKey,
      count: 250,
      request: () => ({ method: 'wc_pairingPing', params: {} }),
    })
    // Each ping answered by both peers.
    await expect.poll(() => answered.length, { timeout: 20_000 }).toBe(ids.length * 2)
    expect(new Set(answered)).toEqual(new Set(ids))
    for (const [storage, prefix] of [
      [walletStorage, 'wc@2:agentry:wallet:'],
      [dappStorage, 'wc@2:agentry:dapp:'],
    ] as const) {
      const records = await storedHistory(storage, prefix, pairingTopic)
      expect(records.length).toBeLessThanOrEqual(100)
      expect(JSON.stringify(records).length).toBeLessThan(100 * 300)
    }
    // The session is untouched.
    expect(await sign(dapp, topic, '0x09')).toBe('signed:0x09')
  })

  it('requests the wallet leaves unanswered are kept at most 100 per topic', async () => {
    const lab = await relayLab()
    close = lab.close
    const walletStorage = new MemoryStorage()
    const { topic, symKey, requests } = await lab.session({ answer: false, wallet: { storage: walletStorage } })
    const stranger = await lab.stranger()
    // The dapp's key is the session key: a peer sending requests the wallet never answers.
    const ids = await flood(stranger.publish.bind(stranger), {
      topic,
      symKey,
      count: 130,
      request: (id) => ({
        method: 'wc_sessionRequest',
        params: {
          request: { method: 'personal_sign', params: [`0x${id.toString(16)}`, ADDRESS] },
          chainId: 'eip155:1',
        },
      }),
    })
    await expect
      .poll(async () => walletStorage.getKeys().then((keys) => keys.some((key) => key.endsWith(`//${ids.at(-1)}`))), {
        timeout: 20_000,
      })
      .toBe(true)
    const records = await storedHistory(walletStorage, 'wc@2:agentry:wallet:', topic)
    expect(records.filter((record) => record.response === undefined).length).toBeLessThanOrEqual(100)
    expect(requests.length).toBeGreaterThan(0)
  })

  it('when the wallet’s storage is full, every request gets an error answer instead of silence', async () => {
    const lab = await relayLab()
    close = lab.close
    const walletStorage = new MemoryStorage({ quotaBytes: 200_000 })
    const { dapp, topic } = await lab.session({ wallet: { storage: walletStorage } })
    // Something else filled the origin's storage, leaving less than one request's record.
    await walletStorage.setItem('another-app', 'x'.repeat(200_000 - walletStorage.size - 200))
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, index) => outcome(sign(dapp, topic, `0x1${index}`), 10_000)),
    )
    expect(results).toEqual(
      Array.from({ length: 5 }, () => ({
        error: expect.objectContaining({ code: -32603, message: 'Storage is full.' }),
      })),
    )
  })
})
