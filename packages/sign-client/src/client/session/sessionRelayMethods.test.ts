import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { MemoryStorage } from '../../storage/MemoryStorage.js'
import { startMethodFilterRelay } from '../../test/methodFilterRelay.js'
import { GRANTED, REQUIRED, relayLab, sign } from '../../test/testSession.js'

// Proposals and approvals through the relay's session methods, duplicate pairings, pending requests
// and a dapp restart mid-connect, as the official 2.21.8 client behaves (its suite checks the same).

let lab: Awaited<ReturnType<typeof relayLab>>
beforeEach(async () => {
  lab = await relayLab()
})
afterEach(async () => {
  await lab.close()
})

describe('session relay methods and pairings', () => {
  it('a proposal goes through wc_proposeSession and its approval through wc_approveSession, one correlation id', async () => {
    const dapp = await lab.client('dapp')
    const wallet = await lab.client('wallet')
    const published: { side: string; method: string; correlationId: unknown }[] = []
    dapp.core.relayer.on('relayer_publish', ({ method, params }) =>
      published.push({ side: 'dapp', method, correlationId: params.correlationId }),
    )
    wallet.core.relayer.on('relayer_publish', ({ method, params }) =>
      published.push({ side: 'wallet', method, correlationId: params.correlationId }),
    )
    wallet.on('session_proposal', ({ id }) => void wallet.approve({ id, namespaces: GRANTED }))
    const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
    const [proposal] = dapp.proposal.getAll()
    await wallet.pair({ uri: uri! })
    const session = await approval()
    expect(published.slice(0, 2)).toEqual([
      { side: 'dapp', method: 'wc_proposeSession', correlationId: proposal!.id },
      { side: 'wallet', method: 'wc_approveSession', correlationId: proposal!.id },
    ])
    expect(wallet.session.get(session.topic).acknowledged).toBe(true)
  })

  it('a relay without the session methods (-32601) gets the proposal and approval as irn_publish, and the session settles', async () => {
    const filtered = await startMethodFilterRelay(lab.relay.url, ['wc_proposeSession', 'wc_approveSession'])
    try {
      const dapp = await lab.client('dapp', { relayUrl: filtered.url })
      const wallet = await lab.client('wallet', { relayUrl: filtered.url })
      const published: string[] = []
      dapp.core.relayer.on('relayer_publish', ({ method }) => published.push(`dapp ${method}`))
      wallet.core.relayer.on('relayer_publish', ({ method }) => published.push(`wallet ${method}`))
      wallet.on('session_proposal', ({ id }) => void wallet.approve({ id, namespaces: GRANTED }))
      const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
      await wallet.pair({ uri: uri! })
      const session = await approval()
      expect(filtered.refused).toEqual(['wc_proposeSession', 'wc_approveSession'])
      expect(published).not.toContain('dapp wc_proposeSession')
      expect(published).not.toContain('wallet wc_approveSession')
      expect(published.filter((entry) => entry.endsWith('irn_publish')).length).toBeGreaterThanOrEqual(3)
      await waitFor(
        'the wallet saw the settle acknowledged',
        () => wallet.session.get(session.topic).acknowledged === true,
      )
    } finally {
      await filtered.close()
    }
  })

  it('a second connect with the same dapp leaves one pairing on both sides', async () => {
    const { dapp, wallet } = await lab.session()
    expect(dapp.pairing.getAll()).toHaveLength(1)
    const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
    await wallet.pair({ uri: uri! })
    const second = await approval()
    await waitFor('the old pairing left the wallet', () => wallet.pairing.getAll().length === 1)
    expect(dapp.pairing.keys).toEqual([second.pairingTopic])
    expect(wallet.pairing.keys).toEqual([second.pairingTopic])
  })

  it('getPendingSessionRequests lists what the wallet has not answered', async () => {
    const { dapp, wallet, topic } = await lab.session({ answer: false })
    void sign(dapp, topic, '0x02').catch(() => undefined)
    await waitFor('the request reached the wallet', () => wallet.getPendingSessionRequests().length === 1)
    const [pending] = wallet.getPendingSessionRequests()
    expect(pending).toMatchObject({ topic, params: { request: { method: 'personal_sign' } } })
  })

  it('a proposal sent before the dapp restarted still settles, reported by session_connect', async () => {
    const storage = new MemoryStorage()
    const first = await lab.client('dapp', { storage })
    const wallet = await lab.client('wallet')
    const { uri } = await first.connect({ requiredNamespaces: REQUIRED })
    await first.close()
    const dapp = await lab.client('dapp', { storage })
    const connected: string[] = []
    dapp.on('session_connect', ({ session }) => connected.push(session.topic))
    const approved: string[] = []
    wallet.on('session_proposal', ({ id }) => {
      void wallet.approve({ id, namespaces: GRANTED }).then(({ topic }) => approved.push(topic))
    })
    await wallet.pair({ uri: uri! })
    await waitFor('the session settled on both sides', () => connected.length === 1 && approved.length === 1)
    expect(connected).toEqual(approved)
  })
})
