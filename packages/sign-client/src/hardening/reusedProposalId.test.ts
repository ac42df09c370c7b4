import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { decodeEnvelope, encodeEnvelope } from '../crypto/envelope.js'
import { generateKeyPair } from '../crypto/keys.js'
import { HISTORY_LIMITS } from '../core/JsonRpcHistory.js'
import { parsePairingUri } from '../client/pairing/pairingUri.js'
import { getSdkError } from '../errors/protocolErrors.js'
import { metadata, REQUIRED, relayLab } from '../test/testSession.js'

// Found by the sign-client fuzz (issue 18): a proposal id seen again once the history had pruned its
// first record was stored and announced again; the wallet's reject() then failed ('Record was recently
// deleted') and the proposal stayed in storage, sometimes with no expiry left to remove it. A proposal
// with an id in use or deleted lately is now refused at once. Our relay on 127.0.0.1, our dapp and
// wallet, and a stranger who read the pairing URI.

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

const OPTIONS = { ttl: 300, tag: 1100 }

describe('a proposal id used again', () => {
  it('is refused, so nothing is left in the wallet after it rejects every proposal', async () => {
    const lab = await relayLab()
    close = lab.close
    const dapp = await lab.client('dapp')
    const wallet = await lab.client('wallet')
    const announced: number[] = []
    wallet.on('session_proposal', ({ id }) => {
      announced.push(id)
      void wallet.reject({ id, reason: getSdkError('USER_REJECTED') }).catch(() => undefined)
    })
    const { uri } = await dapp.connect({ requiredNamespaces: REQUIRED })
    const { topic, symKey } = parsePairingUri(uri!)
    await wallet.pair({ uri: uri! })
    await waitFor("the dapp's proposal rejected", () => announced.length === 1 && wallet.proposal.keys.length === 0)
    const stranger = await lab.stranger()
    const publish = (payload: object) =>
      stranger.publish(topic, encodeEnvelope({ type: 0, symKey, payload: JSON.stringify(payload) }), OPTIONS)
    const proposal = {
      id: 42,
      jsonrpc: '2.0',
      method: 'wc_sessionPropose',
      params: {
        relays: [{ protocol: 'irn' }],
        proposer: { publicKey: generateKeyPair().publicKey, metadata: metadata('Stranger') },
        requiredNamespaces: REQUIRED,
        optionalNamespaces: {},
        expiryTimestamp: Math.floor(Date.now() / 1000) + 300,
      },
    }
    await publish(proposal)
    await waitFor('the first 42 rejected', () => announced.includes(42) && !wallet.proposal.keys.includes(42))
    // Enough answered pings for the pairing's history to prune the first record of id 42.
    for (let id = 1000; id < 1000 + HISTORY_LIMITS.answeredPerTopic + 5; id += 1)
      await publish({ id, jsonrpc: '2.0', method: 'wc_pairingPing', params: {} })
    await stranger.subscribe(topic)
    const pinged = new Promise<void>((resolve) =>
      stranger.on('message', ({ message }) => {
        if ((JSON.parse(decodeEnvelope(message, { symKey }).payload) as { id: number }).id === 5000) resolve()
      }),
    )
    await publish(proposal)
    // A ping after it, answered: the wallet has taken the second 42 by then (and announced it, if it would).
    await publish({ id: 5000, jsonrpc: '2.0', method: 'wc_pairingPing', params: {} })
    await pinged
    await waitFor('no proposal left', () => wallet.proposal.keys.length === 0, { timeoutMs: 2_000 }).catch(
      () => undefined,
    )
    expect(wallet.proposal.keys).toEqual([])
    expect(announced.filter((id) => id === 42)).toHaveLength(1)
  })
})
