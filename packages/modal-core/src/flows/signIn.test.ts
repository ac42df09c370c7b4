// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, TEST_WALLET_INFO } from '@agentry/test-utils'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { getNetwork } from '../chain/findNetwork.js'
import { switchNetwork } from './switchNetwork.js'
import { connect } from './connect.js'
import { connectionState } from '../connection/connectionState.js'
import { disconnect } from './disconnect.js'
import { closeModal } from './closeModal.js'
import { modalState } from '../modal/modalState.js'
import { openModal } from './openModal.js'
import { initModal } from './initModal.js'
import { optionsState } from '../options/optionsState.js'
import { routerState } from '../router/routerState.js'
import { startAuthServer, type AuthServer } from '../test/authServer.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { settleBackgroundWork } from '../utils/background.js'
import { cancelSignIn } from './cancelSignIn.js'
import { createSiweApiClient } from '../siwx/createSiweApiClient.js'
import { createSiweConfig, type CreateSiweConfigParameters } from '../siwx/createSiweConfig.js'
import { signIn } from './signIn.js'
import { siwxState } from '../siwx/siwxState.js'
import { chainState } from '../chain/chainState.js'
import { snackbarState } from '../snackbar/snackbarState.js'
import type { SiwxSession } from '../options/siwxConfig.js'

let server: AuthServer
const events: { signIn: SiwxSession[]; signOut: number } = { signIn: [], signOut: 0 }

beforeAll(async () => {
  server = await startAuthServer({ rpcUrl: fixture.rpcUrl })
  // The page is served by the product server: same origin, so cookies and domain match.
  ;(window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/agents`)
})
afterAll(() => server.stop())

function siwx(config: Partial<CreateSiweConfigParameters> = {}) {
  return createSiweConfig({
    ...createSiweApiClient({ baseUrl: `${server.url}/auth` }),
    onSignIn: (session) => events.signIn.push(session),
    onSignOut: () => events.signOut++,
    ...config,
  })
}

const fixture = useWalletFixture({ modal: () => ({ siwx: siwx() }) })

/** Replaces the sign-in config of this test (initModal may be called again). */
function configure(config: Partial<CreateSiweConfigParameters>): void {
  initModal({ networks: optionsState.networks.map((network) => ({ ...network })), siwx: siwx(config) })
}

beforeEach(() => {
  // Failures below are expected and logged quietly by design.
  vi.spyOn(console, 'info').mockImplementation(() => {})
  server.session = null
  server.failSession = false
  server.failLogin = false
  server.calls.length = 0
  events.signIn = []
  events.signOut = 0
})

afterEach(() => {
  vi.restoreAllMocks()
})

async function connectAndWaitForSignInView(): Promise<void> {
  await connect({ connectorId: TEST_WALLET_INFO.rdns })
  await waitFor('SIWXSignMessage view', () => modalState.open && routerState.view === 'SIWXSignMessage')
}

describe('sign-in policy', () => {
  test('connected without a session: the SIWXSignMessage view opens', async () => {
    await connectAndWaitForSignInView()
    expect(siwxState.session).toBeUndefined()
  })

  test('connected with a stored session: nothing opens', async () => {
    server.session = { address: ANVIL_ACCOUNTS[0].address, chainId: 1337 }
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await settleBackgroundWork()
    expect(modalState.open).toBe(false)
    expect(siwxState.session).toEqual(server.session)
  })

  test('connected from the open Connect view with a stored session: the policy closes the modal', async () => {
    // The Connect view leaves closing to the policy when sign-in is configured (no close-then-reopen flash).
    server.session = { address: ANVIL_ACCOUNTS[0].address, chainId: 1337 }
    await openModal({ view: 'Connect' })
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await waitFor('modal closed by the sign-in policy', () => !modalState.open)
    expect(siwxState.session).toEqual(server.session)
  })

  test('a session that cannot be read counts as none', async () => {
    server.failSession = true
    server.session = { address: ANVIL_ACCOUNTS[0].address, chainId: 1337 }
    await connectAndWaitForSignInView()
    expect(siwxState.session).toBeUndefined()
  })

  test("a session hook that throws as sign-in starts: 'A problem occurred while trying initialize authentication'", async () => {
    configure({
      getSession: async () => {
        throw new Error('session service down')
      },
    })
    await connectAndWaitForSignInView()
    expect(siwxState.session).toBeUndefined()
    expect(snackbarState).toMatchObject({
      open: true,
      variant: 'error',
      message: 'A problem occurred while trying initialize authentication',
    })
  })
})

describe('signIn', () => {
  test('signs an EIP-4361 message with the wallet, the server verifies it, the session is set', async () => {
    await connectAndWaitForSignInView()
    await signIn()
    expect(siwxState).toMatchObject({ status: 'success', error: undefined })
    expect(siwxState.session).toEqual({ address: ANVIL_ACCOUNTS[0].address, chainId: 1337 })
    expect(server.session).toEqual({ address: ANVIL_ACCOUNTS[0].address, chainId: 1337 })
    expect(events.signIn).toEqual([{ address: ANVIL_ACCOUNTS[0].address, chainId: 1337 }])
    expect(modalState.open).toBe(false)
    const message = parseSiweMessage(server.lastMessage!)
    expect(message).toMatchObject({
      version: '1',
      domain: new URL(server.url).host,
      uri: server.url,
      statement: 'Please sign with your account',
      chainId: 1337,
      address: ANVIL_ACCOUNTS[0].address,
    })
    expect(server.calls).toContain('POST /auth/login')
  })

  test('a declined signature: status error, "Signature declined", the view stays', async () => {
    await connectAndWaitForSignInView()
    fixture.wallet.flags.rejectSignature = true
    await signIn()
    expect(siwxState.status).toBe('error')
    expect(siwxState.error).toMatchInlineSnapshot(`"Signature declined"`)
    expect(siwxState.session).toBeUndefined()
    expect(modalState.open).toBe(true)
  })

  test('a signature the server refuses: "Failed to verify message"', async () => {
    await connectAndWaitForSignInView()
    server.failLogin = true
    await signIn()
    expect(siwxState.status).toBe('error')
    expect(siwxState.error).toMatchInlineSnapshot(`"Failed to verify message"`)
  })

  test('a smart account whose sign-in fails: "This application might not support Smart Accounts"; its decline stays "Signature declined"', async () => {
    await connectAndWaitForSignInView()
    chainState.chains.eip155!.accountState.preferredAccountType = 'smartAccount'
    server.failLogin = true
    await signIn()
    expect(siwxState).toMatchObject({ status: 'error', error: 'This application might not support Smart Accounts' })
    server.failLogin = false
    fixture.wallet.flags.rejectSignature = true
    await signIn()
    expect(siwxState.error).toBe('Signature declined')
  })
})

describe('required sign-in', () => {
  test('closing is blocked while there is no session', async () => {
    configure({ required: true })
    await connectAndWaitForSignInView()
    expect(closeModal()).toBe(false)
    expect(modalState).toMatchObject({ open: true, shake: true })
  })

  test('cancelling disconnects and closes', async () => {
    configure({ required: true })
    await connectAndWaitForSignInView()
    await cancelSignIn()
    expect(connectionState.status).toBe('disconnected')
    expect(modalState.open).toBe(false)
  })

  test('cancelling an optional sign-in only closes', async () => {
    await connectAndWaitForSignInView()
    await cancelSignIn()
    expect(connectionState.status).toBe('connected')
    expect(modalState.open).toBe(false)
  })
})

describe('sign-out', () => {
  async function signedIn(): Promise<void> {
    await connectAndWaitForSignInView()
    await signIn()
    expect(siwxState.status).toBe('success')
    server.calls.length = 0
  }

  test('on disconnect', async () => {
    await signedIn()
    await disconnect()
    expect(server.calls).toContain('GET /auth/logout')
    expect(server.session).toBeNull()
    expect(siwxState.session).toBeUndefined()
    expect(events.signOut).toBe(1)
  })

  test('on disconnect before the session was read: the server session still ends', async () => {
    server.failSession = true
    server.session = { address: ANVIL_ACCOUNTS[0].address, chainId: 1337 }
    await connectAndWaitForSignInView()
    expect(siwxState.session).toBeUndefined()
    await disconnect()
    expect(server.calls).toContain('GET /auth/logout')
    expect(server.session).toBeNull()
  })

  test('not on disconnect when switched off', async () => {
    configure({ signOutOnDisconnect: false })
    await signedIn()
    await disconnect()
    expect(server.calls).not.toContain('GET /auth/logout')
    expect(events.signOut).toBe(0)
  })

  test('on account change, then the sign-in view opens again', async () => {
    await signedIn()
    fixture.wallet.switchAccount(ANVIL_ACCOUNTS[1].privateKey)
    await waitFor('sign-out', () => events.signOut === 1)
    expect(server.calls).toContain('GET /auth/logout')
    await waitFor('sign-in view', () => modalState.open && routerState.view === 'SIWXSignMessage')
  })

  test('on network change', async () => {
    await signedIn()
    await switchNetwork(getNetwork(1))
    await settleBackgroundWork()
    expect(server.calls).toContain('GET /auth/logout')
    expect(siwxState.session).toBeUndefined()
  })

  test('not on network change when switched off', async () => {
    configure({ signOutOnNetworkChange: false })
    await signedIn()
    await switchNetwork(getNetwork(1))
    await settleBackgroundWork()
    expect(server.calls).not.toContain('GET /auth/logout')
    expect(siwxState.session).toBeDefined()
  })
})

describe('refetch', () => {
  test('nonce and session are refetched on the interval; signIn uses the prefetched nonce', async () => {
    const ticks: { callback: () => void; ms: number }[] = []
    configure({
      timers: {
        setInterval: (callback, ms) => ticks.push({ callback, ms }),
        clearInterval: () => {},
      },
    })
    await settleBackgroundWork()
    expect(ticks.map((tick) => tick.ms)).toEqual([300000])
    // Nobody connected: the session is read, no nonce is taken.
    server.calls.length = 0
    ticks[0]!.callback()
    await settleBackgroundWork()
    expect(server.calls).toEqual(['GET /auth/session'])
    // Connected without a session: the nonce is fetched ahead, and refetched on the interval.
    await connectAndWaitForSignInView()
    await settleBackgroundWork()
    server.calls.length = 0
    ticks[0]!.callback()
    await settleBackgroundWork()
    expect(server.calls.sort()).toEqual(['GET /auth/nonce', 'GET /auth/session'])
    server.calls.length = 0
    await signIn()
    expect(siwxState.status).toBe('success')
    expect(server.calls).not.toContain('GET /auth/nonce')
  })
})
