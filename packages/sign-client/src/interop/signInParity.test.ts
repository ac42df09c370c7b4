import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { buildAuthObject, createEncodedRecap, mergeEncodedRecaps } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import type { AuthPayload } from '../types/cacao.js'
import type { SignClient } from '../client/SignClient.js'
import { GRANTED, relayLab } from '../test/testSession.js'

// One-click sign-in between two of our clients as the official 2.21.8 client behaves (its own suite,
// auth.spec, checks the same): the dapp keeps its pending sign-in, a wallet that signs in never sees the
// fallback proposal, a wallet that does not register the method gets the proposal instead, and a plain
// SIWE (no methods) makes no session.

const account = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
/** A bare CAIP-10 issuer, as the official suite passes it (the CACAO's `iss` gets the did:pkh prefix). */
const BARE_ISS = `eip155:1:${account.address}`
const NOTIFY_RECAP =
  'urn:recap:eyJhdHQiOnsiaHR0cHM6Ly9ub3RpZnkud2FsbGV0Y29ubmVjdC5jb20iOnsibWFuYWdlL2FsbC1hcHBzLW5vdGlmaWNhdGlvbnMiOlt7fV19fX0'
const AUTH = { chains: ['eip155:1'], domain: 'localhost', uri: 'aud', nonce: '1' }

let lab: Awaited<ReturnType<typeof relayLab>>
beforeEach(async () => {
  lab = await relayLab()
})
afterEach(async () => {
  await lab.close()
})

/** The wallet signs every sign-in with the first anvil account, naming itself by a bare CAIP-10 issuer. */
function signIn(wallet: SignClient, seen: { authPayload?: AuthPayload } = {}) {
  wallet.on('session_authenticate', ({ id, params }) => {
    seen.authPayload = params.authPayload
    const message = wallet.formatAuthMessage({ request: params.authPayload, iss: BARE_ISS })
    void account.signMessage({ message }).then((signature) => {
      const cacao = buildAuthObject(params.authPayload as never, { t: 'eip191', s: signature }, BARE_ISS)
      return wallet.approveSessionAuthenticate({ id, auths: [cacao as never] })
    })
  })
}

describe('one-click sign-in as in 2.21.8', () => {
  it('the dapp keeps its sign-in pending with a timer; a wallet that signs in never sees the fallback proposal', async () => {
    const dapp = await lab.client('dapp')
    const wallet = await lab.client('wallet')
    const seen: { authPayload?: AuthPayload } = {}
    signIn(wallet, seen)
    const proposals: number[] = []
    wallet.on('session_proposal', ({ id }) => proposals.push(id))
    const { uri, response } = await dapp.authenticate({
      ...AUTH,
      methods: ['personal_sign'],
      resources: [NOTIFY_RECAP],
    })
    const [pending] = dapp.auth.requests.getAll()
    expect(dapp.auth.requests.getAll()).toHaveLength(1)
    expect(dapp.core.expirer.keys).toContain(`id:${pending!.id}`)
    await wallet.pair({ uri })
    const { auths, session } = await response()
    // The method ReCap is merged into the ReCap the dapp passed (a ReCap must be the last resource).
    const merged = mergeEncodedRecaps(createEncodedRecap('eip155', 'request', ['personal_sign']), NOTIFY_RECAP)
    expect(seen.authPayload?.resources).toEqual([merged])
    expect(auths?.[0]?.p.iss).toBe(`did:pkh:${BARE_ISS}`)
    expect(session?.namespaces.eip155?.methods).toEqual(['personal_sign'])
    expect(JSON.stringify(wallet.session.get(session!.topic).namespaces)).toBe(JSON.stringify(session!.namespaces))
    expect(dapp.auth.requests.getAll()).toHaveLength(0)
    expect(dapp.core.expirer.keys).not.toContain(`id:${pending!.id}`)
    expect(wallet.auth.requests.getAll()).toHaveLength(0)
    expect(dapp.proposal.getAll()).toHaveLength(0)
    expect(proposals).toEqual([])
    // Both pairings are active and know the peer.
    expect(dapp.pairing.get(session!.pairingTopic!).peerMetadata?.name).toBe('wallet')
    expect(wallet.pairing.get(session!.pairingTopic!).peerMetadata?.name).toBe('dapp')
  })

  it('a wallet that did not register wc_sessionAuthenticate refuses it; the fallback proposal settles', async () => {
    const dapp = await lab.client('dapp')
    const wallet = await lab.client('wallet')
    wallet.core.pairing.registeredMethods = []
    wallet.core.pairing.register({ methods: ['wc_sessionPropose', 'wc_sessionSettle', 'wc_sessionRequest'] })
    // No session_authenticate listener either: a listening wallet would drop the fallback proposal.
    wallet.on('session_proposal', ({ id }) => void wallet.approve({ id, namespaces: GRANTED }))
    const { uri, response } = await dapp.authenticate(AUTH)
    await wallet.pair({ uri })
    const { auths, session } = await response()
    expect(auths).toBeUndefined()
    expect(session?.namespaces.eip155?.methods).toEqual(GRANTED.eip155.methods)
    await waitFor('the sign-in stopped pending', () => dapp.auth.requests.getAll().length === 0)
    expect(dapp.proposal.getAll()).toHaveLength(0)
    // Refused, not kept: a wallet that registered the method would hold the sign-in unanswered.
    expect(wallet.auth.requests.getAll()).toHaveLength(0)
  })

  it('a sign-in that grants no methods (plain SIWE) makes no session on either side', async () => {
    const dapp = await lab.client('dapp')
    const wallet = await lab.client('wallet')
    const sessions: (string | undefined)[] = []
    wallet.on('session_authenticate', ({ id, params }) => {
      const message = wallet.formatAuthMessage({ request: params.authPayload, iss: BARE_ISS })
      void account.signMessage({ message }).then(async (signature) => {
        const cacao = buildAuthObject(params.authPayload as never, { t: 'eip191', s: signature }, BARE_ISS)
        const { session } = await wallet.approveSessionAuthenticate({ id, auths: [cacao as never] })
        sessions.push(session?.topic)
      })
    })
    const { uri, response } = await dapp.authenticate(AUTH)
    await wallet.pair({ uri })
    const { auths, session } = await response()
    expect(auths).toHaveLength(1)
    expect(session).toBeUndefined()
    await waitFor('the wallet approved', () => sessions.length === 1)
    expect(sessions).toEqual([undefined])
    expect(dapp.session.getAll()).toHaveLength(0)
    expect(wallet.session.getAll()).toHaveLength(0)
  })

  it('approveSessionAuthenticate without auths is refused with the official message', async () => {
    const dapp = await lab.client('dapp')
    const wallet = await lab.client('wallet')
    const ids: number[] = []
    wallet.on('session_authenticate', ({ id }) => ids.push(id))
    const { uri } = await dapp.authenticate(AUTH)
    await wallet.pair({ uri })
    await waitFor('the sign-in reached the wallet', () => ids.length === 1)
    await expect(wallet.approveSessionAuthenticate({ id: ids[0]!, auths: [] })).rejects.toMatchObject({
      shortMessage: expect.stringContaining('Missing or invalid. approveSessionAuthenticate() params'),
    })
  })
})
