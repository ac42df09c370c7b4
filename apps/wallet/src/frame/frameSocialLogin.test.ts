import { randomBytes } from 'node:crypto'
import { createTestDatabase, type TestDatabase } from '@agentry/test-utils/postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryDeviceShareStore } from '../keys/deviceShare.js'
import { createKeyShareApi } from '../keys/keyShareApi.js'
import { drivePopup, type PopupEnd } from '../test/drivePopup.js'
import { startTestHost, TEST_DAPP_ORIGIN, TEST_PUBLIC_URL, type TestHost } from '../test/startTestHost.js'
import { startTestOidcProvider, type TestOidcProvider } from '../test/startTestOidcProvider.js'
import { createFrameHost, type FrameWindow } from './createFrameHost.js'
import { createFrameWallet } from './frameWallet.js'
import { createHostApi } from './createHostApi.js'
import { listenForSocialProofs } from './handleSocialRequest.js'

// The frame's GET_SOCIAL_REDIRECT_URI and CONNECT_SOCIAL against the real host, PostgreSQL and a real
// OpenID provider on 127.0.0.1; the popup's redirects are played by hand; the frame's wallet is the real
// one (keys split between a device store and the host).
const UNUSED_SMTP_PORT = 46173

let database: TestDatabase
let op: TestOidcProvider
let host: TestHost
let nextName = 0
const freshName = () => `frame${++nextName}-${Date.now()}`

type Answer = { type: string; id?: string; payload?: { code?: string; message?: string } & Record<string, unknown> }

/** A frame on the allowed dapp's page: real MessageEvents in, answers out, a browser-like fetch to the host. */
const openFrame = () => {
  let cookie: string | undefined
  const browserFetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), TEST_PUBLIC_URL)
    const response = await fetch(`${host.base}${url.pathname}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), origin: TEST_PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    })
    for (const line of response.headers.getSetCookie()) cookie = line.split(';')[0]
    return response
  }) as typeof globalThis.fetch
  const posted: Answer[] = []
  const target = new EventTarget()
  const parent = { postMessage: (message: Answer) => void posted.push(message) }
  const frameWindow: FrameWindow = {
    addEventListener: (type, listener) => target.addEventListener(type, listener as EventListener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener as EventListener),
    parent,
  }
  const deviceStore = createMemoryDeviceShareStore()
  const wallet = createFrameWallet({ api: createKeyShareApi({ fetch: browserFetch }), deviceStore })
  createFrameHost({
    window: frameWindow,
    parentOrigin: TEST_DAPP_ORIGIN,
    allowedOrigins: [TEST_DAPP_ORIGIN],
    session: { chainId: 1337 },
    services: {
      api: createHostApi({ baseUrl: TEST_PUBLIC_URL, fetch: browserFetch }),
      account: wallet.account,
      parentOrigin: TEST_DAPP_ORIGIN,
      socialProofs: listenForSocialProofs(frameWindow, TEST_PUBLIC_URL),
      forget: wallet.lock,
    },
  })
  let next = 0
  const request = async (name: string, payload?: unknown): Promise<[string, Answer['payload']]> => {
    const id = `r${++next}`
    target.dispatchEvent(
      Object.assign(new Event('message'), {
        data: { type: `@w3m-app/${name}`, id, payload },
        origin: TEST_DAPP_ORIGIN,
        source: parent,
      }),
    )
    for (let waited = 0; waited < 20_000; waited += 10) {
      const answer = posted.find((message) => message.id === id)
      if (answer) return [answer.type.slice('@w3m-frame/'.length), answer.payload]
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`no answer to ${name}`)
  }
  /** What the host's callback page does from the popup: post the proof to this frame, from `origin`. */
  const deliver = (end: PopupEnd, origin = TEST_PUBLIC_URL) => {
    if (end.kind !== 'returned' || !end.proof) return
    target.dispatchEvent(
      Object.assign(new Event('message'), {
        data: { type: 'agentry-wallet/SOCIAL_PROOF', ...end.proof },
        origin,
        source: {},
      }),
    )
  }
  return { request, deliver, deviceStore }
}

/** What the modal does: ask for the URI, run the popup, hand the URL it came back to to CONNECT_SOCIAL. */
const socialLogin = async (frame: ReturnType<typeof openFrame>, name: string, decision?: 'allow' | 'deny') => {
  const [kind, answer] = await frame.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
  expect(kind).toBe('GET_SOCIAL_REDIRECT_URI_SUCCESS')
  const end = await drivePopup(String(answer!.uri), {
    host: { publicOrigin: TEST_PUBLIC_URL, base: host.base },
    dappOrigin: TEST_DAPP_ORIGIN,
    login: { name, decision },
  })
  if (end.kind !== 'returned') throw new Error(`the popup stopped at ${end.url}`)
  frame.deliver(end)
  return frame.request('CONNECT_SOCIAL', { uri: end.url })
}

beforeAll(async () => {
  database = await createTestDatabase()
  op = await startTestOidcProvider({ redirectUris: [`${TEST_PUBLIC_URL}/social/callback`] })
  host = await startTestHost({
    SMTP_URL: `smtp://127.0.0.1:${UNUSED_SMTP_PORT}`,
    DATABASE_URL: database.url,
    WALLET_KEK: randomBytes(32).toString('hex'),
    WALLET_OIDC_ISSUER: op.issuer,
    WALLET_OIDC_CLIENT_ID: op.clientId,
    WALLET_OIDC_CLIENT_SECRET: op.clientSecret,
  })
})
afterAll(async () => {
  await host?.stop()
  await op?.stop()
  await database?.drop()
})

describe('the frame’s social login', () => {
  it('logs in through the popup, creates the wallet, and unlocks the same one on the next login', async () => {
    const name = freshName()
    const frame = openFrame()
    const [kind, user] = await socialLogin(frame, name)
    expect(kind).toBe('CONNECT_SOCIAL_SUCCESS')
    const address = user!.address as string
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user).toEqual({
      email: `${name}@example.test`,
      userName: name,
      address,
      chainId: 1337,
      accounts: [{ address, type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
    expect(await frame.request('IS_CONNECTED')).toEqual(['IS_CONNECTED_SUCCESS', { isConnected: true }])
    expect((await frame.request('GET_USER', { chainId: 1337 }))[1]).toEqual(user)

    // Signed out, then in again in the same frame (its device share kept): the same wallet.
    expect((await frame.request('SIGN_OUT'))[0]).toBe('SIGN_OUT_SUCCESS')
    expect(await frame.request('IS_CONNECTED')).toEqual(['IS_CONNECTED_SUCCESS', { isConnected: false }])
    const [againKind, again] = await socialLogin(frame, name)
    expect(againKind).toBe('CONNECT_SOCIAL_SUCCESS')
    expect(again!.address).toBe(address)

    // Another provider account is another wallet.
    const [, other] = await socialLogin(openFrame(), freshName())
    expect(other!.address).not.toBe(address)
  })

  it('answers a provider the host has no credentials for with a clear error', async () => {
    const [kind, error] = await openFrame().request('GET_SOCIAL_REDIRECT_URI', { provider: 'discord' })
    expect([kind, error]).toEqual([
      'GET_SOCIAL_REDIRECT_URI_ERROR',
      { code: 'SOCIAL_PROVIDER_NOT_CONFIGURED', message: 'Login with Discord is not available on this wallet host' },
    ])
  })

  it('passes on a cancelled login, and refuses a CONNECT_SOCIAL it did not begin or for another flow', async () => {
    const frame = openFrame()
    expect(await socialLogin(frame, freshName(), 'deny')).toEqual([
      'CONNECT_SOCIAL_ERROR',
      { code: 'SOCIAL_LOGIN_DENIED', message: 'The login was cancelled or refused by the provider' },
    ])
    expect(await frame.request('IS_CONNECTED')).toEqual(['IS_CONNECTED_SUCCESS', { isConnected: false }])
    const noLogin = { code: 'NO_SOCIAL_LOGIN', message: 'No social login in progress: start the login again' }
    expect(
      await openFrame().request('CONNECT_SOCIAL', { uri: `${TEST_DAPP_ORIGIN}/#agentry-wallet-social=x` }),
    ).toEqual(['CONNECT_SOCIAL_ERROR', noLogin])
    // Another frame's flow, even when its popup came back: this frame holds no secret for it.
    const thief = openFrame()
    await thief.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const victim = openFrame()
    const [, answer] = await victim.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const end = await drivePopup(String(answer!.uri), {
      host: { publicOrigin: TEST_PUBLIC_URL, base: host.base },
      dappOrigin: TEST_DAPP_ORIGIN,
      login: { name: freshName() },
    })
    thief.deliver(end)
    expect(await thief.request('CONNECT_SOCIAL', { uri: end.url })).toEqual(['CONNECT_SOCIAL_ERROR', noLogin])
    // A URL on another origin is not the popup's return.
    expect(
      (await victim.request('CONNECT_SOCIAL', { uri: end.url.replace(TEST_DAPP_ORIGIN, 'https://evil.example') }))[1],
    ).toEqual(noLogin)
    // A proof posted from any origin but the host's is not taken: the host then refuses the completion.
    victim.deliver(end, TEST_DAPP_ORIGIN)
    expect(await victim.request('CONNECT_SOCIAL', { uri: end.url })).toEqual([
      'CONNECT_SOCIAL_ERROR',
      {
        code: 'SOCIAL_LOGIN_INVALID',
        message: 'This login did not finish in the window this page opened. Please start the login again',
      },
    ])
    // That attempt ended the frame's flow: a new login from the same frame works.
    expect((await socialLogin(victim, freshName()))[0]).toBe('CONNECT_SOCIAL_SUCCESS')
    for (const payload of [undefined, {}, { uri: 7 }, { uri: '' }])
      expect((await openFrame().request('CONNECT_SOCIAL', payload))[1]?.code).toBe('INVALID_PAYLOAD')
  })
})
