import { createTestDatabase, type TestDatabase } from '@agentry/test-utils/postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevMailbox, type DevMailbox } from '../server/mail/createDevMailbox.js'
import { startTestHost, TEST_DAPP_ORIGIN, TEST_PUBLIC_URL, type TestHost } from '../test/startTestHost.js'
import { createFrameHost, type FrameWindow } from './createFrameHost.js'
import { createHostApi } from './createHostApi.js'
import { FrameHostError } from './frameHostErrors.js'
import type { AccountSource } from './handleEmailRequest.js'

// The frame's side of the protocol against the real host (its HTTP server, PostgreSQL, a real SMTP server
// on 127.0.0.1): each request is a real MessageEvent, each answer goes through the host's own API.
const SMTP_PORT = 46140

let database: TestDatabase
let mailbox: DevMailbox
let host: TestHost
let nextEmail = 0
const freshEmail = () => `frame${++nextEmail}-${Date.now()}@example.org`

/** A browser's fetch from the frame page: the host's Origin on every call, and a cookie jar. */
const browserFetch = (base: string) => {
  const jar = { cookie: undefined as string | undefined }
  const fetchLike = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input))
    const response = await fetch(`${base}${url.pathname}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        origin: TEST_PUBLIC_URL,
        ...(jar.cookie ? { cookie: jar.cookie } : {}),
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      jar.cookie = /max-age=0|expires=thu, 01 jan 1970/i.test(line) ? undefined : pair
    }
    return response
  }
  return { jar, fetch: fetchLike as typeof globalThis.fetch }
}

type Answer = { type: string; id?: string; payload?: { code?: string; message?: string } & Record<string, unknown> }

/** A frame on an allowed dapp's page, driven by real MessageEvents, answering through the host at `base`. */
const openFrame = ({ base = host.base, account }: { base?: string; account?: AccountSource } = {}) => {
  const posted: Answer[] = []
  const target = new EventTarget()
  const parent = { postMessage: (message: Answer) => void posted.push(message) }
  const frameWindow: FrameWindow = {
    addEventListener: (type, listener) => target.addEventListener(type, listener as EventListener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener as EventListener),
    parent,
  }
  const browser = browserFetch(base)
  const api = createHostApi({ baseUrl: TEST_PUBLIC_URL, fetch: browser.fetch })
  createFrameHost({
    window: frameWindow,
    parentOrigin: TEST_DAPP_ORIGIN,
    allowedOrigins: [TEST_DAPP_ORIGIN],
    services: { api, ...(account ? { account } : {}) },
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
    for (let waited = 0; waited < 10_000; waited += 10) {
      const answer = posted.find((message) => message.id === id)
      if (answer) return [answer.type.slice('@w3m-frame/'.length), answer.payload]
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`no answer to ${name}`)
  }
  return { request, jar: browser.jar }
}

const codeIn = (email: string) => {
  const mail = mailbox.list(email)[0]
  if (!mail) throw new Error(`no mail to ${email}`)
  return /\b(\d{6})\b/.exec(mail.subject)![1]!
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

beforeAll(async () => {
  database = await createTestDatabase()
  mailbox = createDevMailbox()
  await mailbox.listen(SMTP_PORT)
  host = await startTestHost({ SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, DATABASE_URL: database.url })
})
afterAll(async () => {
  await host?.stop()
  await mailbox?.close()
  await database?.drop()
})

describe('the frame answers the email login requests through the host’s API', () => {
  it('mails a code, refuses a wrong one, signs in with the right one; no address until the keys exist', async () => {
    const frame = openFrame()
    const email = freshEmail()
    expect(await frame.request('IS_CONNECTED')).toEqual(['IS_CONNECTED_SUCCESS', { isConnected: false }])
    expect(await frame.request('GET_USER', { chainId: 1 })).toEqual([
      'GET_USER_ERROR',
      { code: 'NOT_SIGNED_IN', message: 'Not signed in' },
    ])
    expect(await frame.request('CONNECT_OTP', { otp: '123456' })).toEqual([
      'CONNECT_OTP_ERROR',
      { code: 'NO_EMAIL_LOGIN', message: 'No email login in progress: request a code first' },
    ])

    expect(await frame.request('CONNECT_EMAIL', { email: ` ${email.toUpperCase()} ` })).toEqual([
      'CONNECT_EMAIL_SUCCESS',
      { action: 'VERIFY_OTP' },
    ])
    const code = codeIn(email)
    // The spec's cooldown comes from the host, in its words.
    const [again, cooldown] = await frame.request('CONNECT_EMAIL', { email })
    expect([again, cooldown?.code]).toEqual(['CONNECT_EMAIL_ERROR', 'OTP_COOLDOWN'])
    expect(cooldown?.message).toMatch(/^Please try again after (29|30) seconds$/)
    expect(mailbox.list(email)).toHaveLength(1)

    expect(await frame.request('CONNECT_OTP', { otp: wrong(code) })).toEqual([
      'CONNECT_OTP_ERROR',
      { code: 'OTP_INVALID', message: 'Invalid code' },
    ])
    expect(frame.jar.cookie).toBeUndefined()
    expect(await frame.request('CONNECT_OTP', { otp: code })).toEqual(['CONNECT_OTP_SUCCESS', {}])
    expect(frame.jar.cookie).toMatch(/^wallet_session=/)
    // Signed in on the host, but no key exists yet to give an address.
    expect(await frame.request('GET_USER', { chainId: 1 })).toEqual([
      'GET_USER_ERROR',
      { code: 'NOT_YET_AVAILABLE', message: 'The account address is not available on this wallet host yet' },
    ])
    expect(await frame.request('IS_CONNECTED')).toEqual(['IS_CONNECTED_SUCCESS', { isConnected: false }])
    const session = await host.client().post('/api/session', {}, { cookie: frame.jar.cookie! })
    expect(session.body).toEqual({ user: { email } })
  })

  it('gives the account source’s address for the session’s user, and signing out revokes the session', async () => {
    const address = '0x00000000000000000000000000000000000a11ce'
    const asked: string[] = []
    const frame = openFrame({ account: async ({ email }) => (asked.push(email), address) })
    const email = freshEmail()
    await frame.request('CONNECT_EMAIL', { email })
    expect(await frame.request('CONNECT_OTP', { otp: codeIn(email) })).toEqual(['CONNECT_OTP_SUCCESS', {}])
    expect(asked).toEqual([email])
    expect(await frame.request('SWITCH_NETWORK', { chainId: 1337 })).toEqual([
      'SWITCH_NETWORK_SUCCESS',
      { chainId: 1337 },
    ])
    expect(await frame.request('GET_USER', { chainId: 1337 })).toEqual([
      'GET_USER_SUCCESS',
      { email, address, chainId: 1337, accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa' },
    ])
    expect(await frame.request('IS_CONNECTED')).toEqual(['IS_CONNECTED_SUCCESS', { isConnected: true }])

    const stolen = frame.jar.cookie!
    expect(await frame.request('SIGN_OUT')).toEqual(['SIGN_OUT_SUCCESS', {}])
    expect(frame.jar.cookie).toBeUndefined()
    expect(await frame.request('IS_CONNECTED')).toEqual(['IS_CONNECTED_SUCCESS', { isConnected: false }])
    const replayed = await host.client().post('/api/session', {}, { cookie: stolen })
    expect([replayed.status, replayed.body.error?.code]).toEqual([401, 'NOT_SIGNED_IN'])
  })

  it('a session on a device without its key share is not connected, and GET_USER says why', async () => {
    const missing = new FrameHostError('DEVICE_SHARE_MISSING', 'This device holds no key share for this account')
    const frame = openFrame({
      account: async () => {
        throw missing
      },
    })
    const email = freshEmail()
    await frame.request('CONNECT_EMAIL', { email })
    expect(await frame.request('CONNECT_OTP', { otp: codeIn(email) })).toEqual([
      'CONNECT_OTP_ERROR',
      { code: 'DEVICE_SHARE_MISSING', message: missing.message },
    ])
    expect(await frame.request('IS_CONNECTED')).toEqual(['IS_CONNECTED_SUCCESS', { isConnected: false }])
    expect(await frame.request('GET_USER', { chainId: 1 })).toEqual([
      'GET_USER_ERROR',
      { code: 'DEVICE_SHARE_MISSING', message: missing.message },
    ])
  })

  it('answers what it does not offer, bad payloads and an unreachable host with a clear error', async () => {
    const frame = openFrame()
    expect(await frame.request('CONNECT_DEVICE')).toEqual([
      'CONNECT_DEVICE_ERROR',
      { code: 'NOT_OFFERED', message: 'Device approval by email is not offered by this wallet host' },
    ])
    expect(await frame.request('UPDATE_EMAIL', { email: 'new@example.org' })).toEqual([
      'UPDATE_EMAIL_ERROR',
      { code: 'NOT_OFFERED', message: 'Changing the email is not offered by this wallet host' },
    ])
    expect(await frame.request('CONNECT_EMAIL', {})).toEqual([
      'CONNECT_EMAIL_ERROR',
      { code: 'INVALID_PAYLOAD', message: 'CONNECT_EMAIL: email must be a non-empty string' },
    ])
    const [name, invalid] = await frame.request('CONNECT_EMAIL', { email: 'not-an-email' })
    expect([name, invalid?.code]).toEqual(['CONNECT_EMAIL_ERROR', 'INVALID_REQUEST'])

    // A host with login off (no mail server): nobody is connected, and email login says why.
    const loginOff = await startTestHost({})
    try {
      const bare = openFrame({ base: loginOff.base })
      expect(await bare.request('IS_CONNECTED')).toEqual(['IS_CONNECTED_SUCCESS', { isConnected: false }])
      const [refused, why] = await bare.request('CONNECT_EMAIL', { email: freshEmail() })
      expect([refused, why?.code]).toEqual(['CONNECT_EMAIL_ERROR', 'LOGIN_NOT_CONFIGURED'])
    } finally {
      await loginOff.stop()
    }

    // Port 9 on loopback (discard): nothing listens, the fetch fails.
    const offline = openFrame({ base: 'http://127.0.0.1:9' })
    expect(await offline.request('CONNECT_EMAIL', { email: freshEmail() })).toEqual([
      'CONNECT_EMAIL_ERROR',
      { code: 'HOST_UNREACHABLE', message: 'The wallet host cannot be reached. Please try again shortly' },
    ])
  })
})
