// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { alertState } from '../alerts/alertState.js'
import { chainState } from '../chain/chainState.js'
import {
  FRAME_METHOD_NOT_ALLOWED_MESSAGE,
  FrameActionNotAllowedError,
  FrameLoadError,
  FrameRequestError,
  FrameTimeoutError,
} from '../errors/frameErrors.js'
import { snackbarState } from '../snackbar/snackbarState.js'
import { mountEmbeddedWallet } from './mountEmbeddedWallet.js'
import { pushView } from '../router/navigate.js'
import { routerState } from '../router/routerState.js'
import { resetAllState } from '../resetAllState.js'
import { createEmbeddedWalletClient } from './createEmbeddedWalletClient.js'
import { createEmbeddedWalletProvider } from './createEmbeddedWalletProvider.js'
import { readEmailLoginCache, updateEmailLoginCache } from '../storage/emailLoginCache.js'
import { leaveFarcasterLogin, startFarcasterLogin } from './farcasterLogin.js'
import { FRAME_READY, FRAME_TIMEOUT_MS, TIMED_FRAME_REQUESTS, type FrameRequestName } from './frameProtocol.js'
import { frameState } from './frameState.js'
import type { FrameTransport } from './frameTransport.js'

// The window-message channel itself is tested in Chromium (e2e/tests/embeddedFrame.spec.ts); here the
// client's own rules run over an in-process channel that answers as the test frame page does.
function channel(answers: Partial<Record<FrameRequestName, (payload: unknown) => unknown>> = {}) {
  const sent: { name: FrameRequestName; payload: unknown }[] = []
  const transport: FrameTransport = {
    ready: Promise.resolve(),
    isReady: true,
    request: async <result>(name: FrameRequestName, payload?: unknown) => {
      sent.push({ name, payload })
      const answer = answers[name]
      return (answer ? answer(payload) : {}) as result
    },
    onEvent: () => () => {},
    close: () => {},
    fail: () => {},
  }
  return { transport, sent }
}

afterEach(() => {
  localStorage.clear()
  resetAllState()
})

describe('the embedded wallet client', () => {
  test('the spec timeouts: 30 000 ms for email, device, code, social and the social redirect', () => {
    expect(FRAME_TIMEOUT_MS).toBe(30_000)
    expect([...TIMED_FRAME_REQUESTS].sort()).toEqual([
      'CONNECT_DEVICE',
      'CONNECT_EMAIL',
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'GET_SOCIAL_REDIRECT_URI',
    ])
  })

  test('email cooldown: 30 s between login emails, counted in whole seconds left, also after a reload', async () => {
    let now = 1_000_000
    const { transport, sent } = channel({ CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }) })
    const client = createEmbeddedWalletClient({ transport, now: () => now })
    await expect(client.connectEmail({ email: ' alice@example.org ' })).resolves.toEqual({ action: 'VERIFY_DEVICE' })
    expect(sent).toEqual([{ name: 'CONNECT_EMAIL', payload: { email: 'alice@example.org' } }])
    now += 12_300
    await expect(client.connectEmail({ email: 'alice@example.org' })).rejects.toThrow(
      'Please try again after 18 seconds',
    )
    now += 17_699
    await expect(
      createEmbeddedWalletClient({ transport, now: () => now }).connectEmail({ email: 'alice@example.org' }),
    ).rejects.toThrow('Please try again after 1 seconds')
    now += 1
    await expect(client.connectEmail({ email: 'alice@example.org' })).resolves.toEqual({ action: 'VERIFY_DEVICE' })
    expect(sent).toHaveLength(2)
    expect(readEmailLoginCache()).toEqual({ email: 'alice@example.org', lastEmailLoginTime: now })
  })

  test('GET_USER must carry an address and chainId; the last used chain is remembered', async () => {
    const good = createEmbeddedWalletClient({
      transport: channel({ GET_USER: () => ({ address: '0xabc', chainId: 10, email: 'a@b.co' }) }).transport,
    })
    await expect(good.getUser({ chainId: 10 })).resolves.toMatchObject({ address: '0xabc', chainId: 10 })
    expect(readEmailLoginCache()).toMatchObject({ lastUsedChainId: 10, email: 'a@b.co' })
    const odd = createEmbeddedWalletClient({ transport: channel({ GET_USER: () => ({ email: 'a@b.co' }) }).transport })
    await expect(odd.getUser({})).rejects.toThrow('An error occurred')
  })

  test('smart-account networks are kept in the cache; disconnect clears it', async () => {
    const client = createEmbeddedWalletClient({
      transport: channel({
        GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [1, 8453, 'x'] }),
      }).transport,
    })
    await expect(client.getSmartAccountEnabledNetworks()).resolves.toEqual([1, 8453])
    expect(readEmailLoginCache().smartAccountEnabledNetworks).toEqual([1, 8453])
    const { disconnect } = await import('../flows/disconnect.js')
    await disconnect()
    expect(readEmailLoginCache()).toEqual({})
  })
})

test('a social login that times out shows the Invalid App Configuration alert and fails', async () => {
  const client = createEmbeddedWalletClient({
    transport: channel({
      CONNECT_SOCIAL: () => {
        throw new FrameTimeoutError({ request: 'CONNECT_SOCIAL', timeout: 30_000 })
      },
    }).transport,
  })
  await expect(client.connectSocial({ uri: 'https://auth.example.org/callback' })).rejects.toThrow(
    'Something went wrong',
  )
  expect(alertState).toMatchObject({ open: true, message: 'Invalid App Configuration' })
})

describe('Farcaster', () => {
  test('the URL is kept and ConnectingFarcaster opens; back with no account resets it and reloads the wallet', async () => {
    const { transport, sent } = channel({
      CONNECT_FARCASTER: () => ({ url: 'https://farcaster.example.org/connect?channel=1' }),
    })
    const client = createEmbeddedWalletClient({ transport })
    pushView('Connect')
    await startFarcasterLogin({ client })
    expect(routerState.view).toBe('ConnectingFarcaster')
    expect(chainState.chains.eip155.accountState.farcasterUrl).toBe('https://farcaster.example.org/connect?channel=1')
    await leaveFarcasterLogin({ client })
    expect(chainState.chains.eip155.accountState.farcasterUrl).toBeUndefined()
    expect(sent.map((request) => request.name)).toEqual(['CONNECT_FARCASTER', 'RELOAD'])
    expect(routerState.view).toBe('Connect')
  })

  test('back with an account connected keeps the wallet as it is', async () => {
    const { transport, sent } = channel({ CONNECT_FARCASTER: () => ({ url: 'https://farcaster.example.org/c' }) })
    const client = createEmbeddedWalletClient({ transport })
    pushView('Connect')
    await startFarcasterLogin({ client })
    chainState.chains.eip155.accountState.address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    await leaveFarcasterLogin({ client })
    expect(sent.map((request) => request.name)).toEqual(['CONNECT_FARCASTER'])
    expect(chainState.chains.eip155.accountState.farcasterUrl).toBe('https://farcaster.example.org/c')
  })

  test('a frame without a URL: the error in frameState, the view not opened', async () => {
    const client = createEmbeddedWalletClient({ transport: channel({ CONNECT_FARCASTER: () => ({}) }).transport })
    pushView('Connect')
    await startFarcasterLogin({ client })
    expect(frameState).toMatchObject({ error: 'An error occurred', loading: false })
    expect(routerState.view).toBe('Connect')
  })
})

test('the cache survives unreadable storage entries', () => {
  localStorage.setItem('@agentry/emailLoginCache', '{not json')
  expect(readEmailLoginCache()).toEqual({})
  updateEmailLoginCache({ email: 'x@y.zz' })
  expect(readEmailLoginCache()).toEqual({ email: 'x@y.zz' })
})

describe('the embedded wallet as an EIP-1193 provider', () => {
  test('accounts and chain from the signed-in user; a switch through the frame emits chainChanged; the rest is signed in the frame', async () => {
    let connected = false
    let chainId = 1
    const { transport, sent } = channel({
      IS_CONNECTED: () => ({ isConnected: connected }),
      GET_CHAIN_ID: () => ({ chainId }),
      GET_USER: (payload) => ({
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        chainId: (payload as { chainId: number }).chainId,
        email: 'alice@example.org',
      }),
      SWITCH_NETWORK: (payload) => void (chainId = (payload as { chainId: number }).chainId),
      RPC_REQUEST: (payload) => ({ signed: payload }),
    })
    const provider = createEmbeddedWalletProvider(createEmbeddedWalletClient({ transport }))
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    connected = true
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    const changes: unknown[] = []
    const listener = (payload: unknown) => changes.push(payload)
    provider.on('chainChanged', listener)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(changes).toEqual(['0x539'])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x539')
    provider.removeListener('chainChanged', listener)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(changes).toEqual(['0x539'])
    await expect(provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', '0xf39F'] })).resolves.toEqual({
      signed: { method: 'personal_sign', params: ['0x68656c6c6f', '0xf39F'] },
    })
    expect(sent.filter((entry) => entry.name === 'SWITCH_NETWORK').map((entry) => entry.payload)).toEqual([
      { chainId: 1337 },
      { chainId: 1 },
    ])
  })
})

describe('frame errors the spec words (section 8)', () => {
  test("a method the frame does not allow: 'Action not allowed' shows 300 ms later", async () => {
    vi.useFakeTimers()
    try {
      const { transport } = channel({
        RPC_REQUEST: () => {
          throw new FrameRequestError({ request: 'RPC_REQUEST', message: FRAME_METHOD_NOT_ALLOWED_MESSAGE })
        },
      })
      const client = createEmbeddedWalletClient({ transport })
      await expect(client.rpcRequest({ method: 'eth_sign', params: [] })).rejects.toThrow(FrameActionNotAllowedError)
      await vi.advanceTimersByTimeAsync(299)
      expect(snackbarState.open).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(snackbarState).toMatchObject({ open: true, variant: 'error', message: 'Action not allowed' })
    } finally {
      vi.useRealTimers()
    }
  })

  test('another frame error passes through as it is, with no snackbar', async () => {
    const { transport } = channel({
      RPC_REQUEST: () => {
        throw new FrameRequestError({ request: 'RPC_REQUEST', message: 'User rejected' })
      },
    })
    const client = createEmbeddedWalletClient({ transport })
    await expect(client.rpcRequest({ method: 'personal_sign', params: [] })).rejects.toThrow('User rejected')
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect(snackbarState.open).toBe(false)
  })

  test("the frame's onerror fails waiting and later requests at once: 'Unable to load email login dependency'", async () => {
    const { iframe, client, unmount } = mountEmbeddedWallet({ frameUrl: 'http://127.0.0.1:9/frame' })
    try {
      const started = Date.now()
      const waiting = client.connectEmail({ email: 'alice@example.org' })
      iframe.dispatchEvent(new Event('error'))
      await expect(waiting).rejects.toThrow(FrameLoadError)
      await expect(client.getChainId()).rejects.toThrow('Unable to load email login dependency')
      expect(Date.now() - started).toBeLessThan(FRAME_TIMEOUT_MS)
    } finally {
      unmount()
    }
  })

  test("the ready event is the hosted frame's: @w3m-frame/READY", () => {
    expect(FRAME_READY).toBe('@w3m-frame/READY')
  })

  test('the frame is shown while a signature waits for the user, hidden otherwise', async () => {
    const { iframe, client, transport, unmount } = mountEmbeddedWallet({ frameUrl: 'http://127.0.0.1:9/frame' })
    try {
      let answer: (value: unknown) => void = () => {}
      transport.request = (<result>() =>
        new Promise<result>((resolve) => (answer = resolve as (value: unknown) => void))) as FrameTransport['request']
      expect(iframe.getAttribute('aria-hidden')).toBe('true')
      void client.rpcRequest({ method: 'eth_chainId' })
      expect(frameState.visible).toBe(false)
      const signing = client.rpcRequest({ method: 'personal_sign', params: ['0x00', '0x01'] })
      expect(frameState.visible).toBe(true)
      expect(iframe.hasAttribute('aria-hidden')).toBe(false)
      expect(iframe.style.width).toBe('360px')
      answer('0xsignature')
      await signing
      expect(frameState.visible).toBe(false)
      expect(iframe.style.width).toBe('0px')
    } finally {
      unmount()
    }
  })
})
