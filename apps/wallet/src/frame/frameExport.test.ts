import { createTestDatabase, type TestDatabase } from '@agentry/test-utils/postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveEvmAccount } from '../keys/deriveEvmAccount.js'
import { createMemoryDeviceShareStore } from '../keys/deviceShare.js'
import { createKeyShareApi } from '../keys/keyShareApi.js'
import { mnemonicToSeedEntropy } from '../keys/seed.js'
import { createDevMailbox, type DevMailbox } from '../server/mail/createDevMailbox.js'
import { startTestHost, TEST_DAPP_ORIGIN, TEST_PUBLIC_URL, type TestHost } from '../test/startTestHost.js'
import { createFrameHost, type FrameWindow } from './createFrameHost.js'
import { createHostApi } from './createHostApi.js'
import type { ExportRequest } from './exportView.js'
import { createFrameExport } from './exportWallet.js'
import { createFrameWallet } from './frameWallet.js'

// EXPORT_WALLET end to end in Node: the real host (PostgreSQL, SMTP, WALLET_KEK), the frame's real wallet
// and key code, real MessageEvents. The panel is a stand-in that records what it was given and "clicks"
// Reveal; what the dapp receives is every message the frame posted.
const SMTP_PORT = 46164

let database: TestDatabase
let admin: pg.Client
let mailbox: DevMailbox
let host: TestHost
let next = 0

beforeAll(async () => {
  database = await createTestDatabase()
  admin = new pg.Client({ connectionString: database.url })
  await admin.connect()
  mailbox = createDevMailbox()
  await mailbox.listen(SMTP_PORT)
  host = await startTestHost({
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    DATABASE_URL: database.url,
    WALLET_KEK: 'c3'.repeat(32),
  })
})
afterAll(async () => {
  await host?.stop()
  await mailbox?.close()
  await admin?.end()
  await database?.drop()
})

type Posted = { type: string; id?: string; payload?: Record<string, unknown> }

const openFrame = () => {
  const jar = { cookie: undefined as string | undefined }
  const browserFetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const response = await fetch(`${host.base}${new URL(String(input)).pathname}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        origin: TEST_PUBLIC_URL,
        ...(jar.cookie ? { cookie: jar.cookie } : {}),
      },
    })
    for (const line of response.headers.getSetCookie()) jar.cookie = line.split(';')[0]
    return response
  }) as typeof fetch
  const api = createHostApi({ baseUrl: TEST_PUBLIC_URL, fetch: browserFetch })
  const wallet = createFrameWallet({
    api: createKeyShareApi({ baseUrl: TEST_PUBLIC_URL, fetch: browserFetch }),
    deviceStore: createMemoryDeviceShareStore(),
  })
  const shown: ExportRequest[] = []
  const exporter = createFrameExport({
    api,
    wallet,
    show: async (request) => (shown.push(request), request.phrase().length > 0),
  })
  const posted: Posted[] = []
  const target = new EventTarget()
  const parent = { postMessage: (message: Posted) => void posted.push(message) }
  const frameWindow: FrameWindow = {
    addEventListener: (type, listener) => target.addEventListener(type, listener as EventListener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener as EventListener),
    parent,
  }
  createFrameHost({
    window: frameWindow,
    parentOrigin: TEST_DAPP_ORIGIN,
    allowedOrigins: [TEST_DAPP_ORIGIN],
    services: {
      api,
      account: wallet.account,
      exportWallet: exporter.answer,
      forget: () => (wallet.lock(), exporter.close()),
    },
  })
  let ids = 0
  const request = async (name: string, payload?: unknown): Promise<[string, Posted['payload']]> => {
    const id = `r${++ids}`
    target.dispatchEvent(
      Object.assign(new Event('message'), {
        data: { type: `@w3m-app/${name}`, id, payload },
        origin: TEST_DAPP_ORIGIN,
        source: parent,
      }),
    )
    for (let waited = 0; waited < 15_000; waited += 10) {
      const answer = posted.find((message) => message.id === id)
      if (answer) return [answer.type.slice('@w3m-frame/'.length), answer.payload]
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`no answer to ${name}`)
  }
  const signIn = async () => {
    const email = `export-frame${++next}-${Date.now()}@example.org`
    await request('CONNECT_EMAIL', { email })
    const code = /\b(\d{6})\b/.exec(mailbox.list(email)[0]!.subject)![1]!
    expect((await request('CONNECT_OTP', { otp: code }))[0]).toBe('CONNECT_OTP_SUCCESS')
    const [type, user] = await request('GET_USER', { chainId: 1 })
    expect(type).toBe('GET_USER_SUCCESS')
    return { email, address: user!.address as string }
  }
  return { request, signIn, shown, posted }
}

describe('EXPORT_WALLET', () => {
  it('after a fresh login shows the phrase of this wallet in the frame, and answers only { revealed }', async () => {
    const frame = openFrame()
    expect(await frame.request('EXPORT_WALLET')).toEqual([
      'EXPORT_WALLET_ERROR',
      { code: 'NOT_SIGNED_IN', message: 'Not signed in' },
    ])
    const { address } = await frame.signIn()
    expect(await frame.request('EXPORT_WALLET')).toEqual(['EXPORT_WALLET_SUCCESS', { revealed: true }])

    expect(frame.shown).toHaveLength(1)
    expect(frame.shown[0]!.address).toBe(address)
    const phrase = frame.shown[0]!.phrase()
    expect(phrase.split(' ')).toHaveLength(12)
    // The phrase is this wallet's: any common wallet importing it shows the same address.
    expect((await deriveEvmAccount(mnemonicToSeedEntropy(phrase))).address).toBe(address)
    // Nothing the frame posted to the dapp's window carries it, or any run of its words.
    const everything = JSON.stringify(frame.posted)
    const words = phrase.split(' ')
    for (let at = 0; at + 3 <= words.length; at++) expect(everything).not.toContain(words.slice(at, at + 3).join(' '))
  })

  it('refuses a login older than 5 minutes with the host’s LOGIN_NOT_FRESH, showing nothing; and after sign-out', async () => {
    const frame = openFrame()
    const { email } = await frame.signIn()
    await admin.query(
      `UPDATE wallet_sessions SET created_at = created_at - interval '301 seconds'
       WHERE user_id = (SELECT id FROM wallet_users WHERE email = $1)`,
      [email],
    )
    const [type, error] = await frame.request('EXPORT_WALLET')
    expect(type).toBe('EXPORT_WALLET_ERROR')
    expect(error?.code).toBe('LOGIN_NOT_FRESH')
    expect(frame.shown).toHaveLength(0)
    // Signing still works for the old session; only the export wants the fresh login.
    expect((await frame.request('IS_CONNECTED'))[1]).toEqual({ isConnected: true })

    expect((await frame.request('SIGN_OUT'))[0]).toBe('SIGN_OUT_SUCCESS')
    expect((await frame.request('EXPORT_WALLET'))[1]?.code).toBe('NOT_SIGNED_IN')
    expect(frame.shown).toHaveLength(0)
  })
})
