import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadId } from '../core/payloadId.js'
import { topicFromSymKey } from '../crypto/hashes.js'
import { generateKeyPair, generateSymKey } from '../crypto/keys.js'
import { encodeEnvelope } from '../crypto/envelope.js'
import { formatPairingUri } from './pairing/pairingUri.js'
import { pairingExpiryFrom } from './pairing/pairingExpiry.js'
import { ADDRESS, GRANTED, metadata, relayLab } from '../test/testSession.js'
import type { SignClient } from './SignClient.js'
import type { ProposalStruct } from '../types/protocol.js'

// Spec section 5, "Wallet-session protocol": each validation refused with its message, on real clients
// over our relay on 127.0.0.1.

let lab: Awaited<ReturnType<typeof relayLab>>
let dapp: SignClient
let wallet: SignClient
let topic: string
/** A wallet with no auto-approving listener, for proposals sent by a raw peer. */
let plainWallet: SignClient

beforeAll(async () => {
  lab = await relayLab({ host: '127.0.0.1', port: 0 })
  ;({ dapp, wallet, topic } = await lab.session())
  plainWallet = await lab.client('plain wallet')
})
afterAll(async () => lab.close())

/** A proposal with `requiredNamespaces` as a raw peer sends it (our dapp sends them as optional). */
async function proposalRequiring(requiredNamespaces: ProposalStruct['requiredNamespaces']): Promise<number> {
  const symKey = generateSymKey()
  const pairingTopic = topicFromSymKey(symKey)
  const expiryTimestamp = pairingExpiryFrom()
  const uri = formatPairingUri({ topic: pairingTopic, version: 2, symKey, relay: { protocol: 'irn' }, expiryTimestamp })
  const proposed = new Promise<number>((resolve) => plainWallet.once('session_proposal', ({ id }) => resolve(id)))
  await plainWallet.pair({ uri })
  const raw = await lab.stranger()
  const id = payloadId()
  const params = {
    id,
    pairingTopic,
    expiryTimestamp: Math.floor(Date.now() / 1000) + 300,
    relays: [{ protocol: 'irn' }],
    proposer: { publicKey: generateKeyPair().publicKey, metadata: metadata('raw dapp') },
    requiredNamespaces,
    optionalNamespaces: {},
  }
  const payload = JSON.stringify({ id, jsonrpc: '2.0', method: 'wc_sessionPropose', params })
  await raw.publish(pairingTopic, encodeEnvelope({ type: 0, symKey, payload }), { ttl: 300, tag: 1100 })
  return proposed
}

describe('spec section 5: wallet-session protocol validations', () => {
  it('connect: params an object, pairing topic known, namespaces with chains, scoped properties requested', async () => {
    await expect(dapp.connect(undefined as never)).rejects.toThrow('Missing or invalid. connect() params: undefined')
    await expect(dapp.connect({ pairingTopic: 'none' })).rejects.toThrow(
      "No matching key. pairing topic doesn't exist: none",
    )
    await expect(dapp.connect({ requiredNamespaces: [] as never })).rejects.toThrow(
      'Missing or invalid. connect(), requiredNamespaces should be an object with data',
    )
    await expect(
      dapp.connect({ optionalNamespaces: { eip155: { chains: [], methods: [], events: [] } } }),
    ).rejects.toThrow('Unsupported chains. connect() optionalNamespaces, chains must be defined as "namespace:chainId"')
    await expect(dapp.connect({ scopedProperties: { 'eip155:1': {} } })).rejects.toThrow(
      'Scoped properties must be a subset of required/optional namespaces, received: {"eip155:1":{}}, required/optional namespaces: []',
    )
  })

  it('approve: the approved namespaces must satisfy the required ones', async () => {
    const id = await proposalRequiring({
      solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: ['solana_signMessage'], events: [] },
    })
    await expect(plainWallet.approve({ id, namespaces: GRANTED })).rejects.toThrow(
      "Non conforming namespaces. approve() namespaces keys don't satisfy requiredNamespaces",
    )
  })

  it('approve: the relay protocol, when given, a non-empty string', async () => {
    const id = await proposalRequiring({})
    await expect(plainWallet.approve({ id, namespaces: GRANTED, relayProtocol: '' })).rejects.toThrow(
      'Missing or invalid. approve() relayProtocol: ',
    )
  })

  it('reject: a reason with a code and a non-empty message', async () => {
    const id = await proposalRequiring({})
    for (const reason of [undefined, {}, { code: 0 }, { code: 0, message: '' }, { message: 'GENERIC' }]) {
      await expect(plainWallet.reject({ id, reason: reason as never })).rejects.toThrow(
        `Missing or invalid. reject() reason: ${JSON.stringify(reason)}`,
      )
    }
  })

  it('update: namespaces valid and still satisfying the required ones', async () => {
    await expect(wallet.update({ topic, namespaces: {} })).rejects.toThrow(
      'Missing or invalid. update(), namespaces should be an object with data',
    )
    await expect(
      wallet.update({ topic, namespaces: { eip155: { accounts: ['eip155:1'], methods: [], events: [] } } }),
    ).rejects.toThrow('Missing or invalid. update()')
  })

  it('request: chain in the session, method permitted, expiry within bounds', async () => {
    const request = { method: 'personal_sign', params: ['0x01', ADDRESS] }
    await expect(dapp.request({ topic, chainId: 'eip155:5', request })).rejects.toThrow(
      'Missing or invalid. request() chainId: eip155:5',
    )
    await expect(
      dapp.request({ topic, chainId: 'eip155:1', request: { method: 'eth_sign', params: [] } }),
    ).rejects.toThrow('Missing or invalid. request() method: eth_sign')
    for (const expiry of [10, 604_801]) {
      await expect(dapp.request({ topic, chainId: 'eip155:1', request, expiry })).rejects.toThrow(
        `Missing or invalid. request() expiry: ${expiry}. Expiry must be a number (in seconds) between 300 and 604800`,
      )
    }
  })

  it('emit: the event must be granted for the chain', async () => {
    await expect(
      wallet.emit({ topic, chainId: 'eip155:1', event: { name: 'accountsChanged', data: [] } }),
    ).rejects.toThrow('Missing or invalid. emit() event: {"name":"accountsChanged","data":[]}')
    await expect(wallet.emit({ topic, chainId: 'eip155:5', event: { name: 'chainChanged', data: 5 } })).rejects.toThrow(
      'Missing or invalid. emit() chainId: eip155:5',
    )
  })

  it('topic: a session whose key is not in the key store is refused', async () => {
    const deleted = new Promise<string>((resolve) => wallet.once('session_delete', (event) => resolve(event.topic)))
    await wallet.core.crypto.keychain.del(topic)
    await expect(wallet.ping({ topic })).rejects.toThrow(
      `Missing or invalid. session topic does not exist in keychain: ${topic}`,
    )
    // Such a session can never be used again: it is deleted, with its event.
    expect(await deleted).toBe(topic)
    expect(wallet.session.has(topic)).toBe(false)
  })
})
