// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'
import { connectionState } from '../connection/connectionState.js'
import { initModal } from '../flows/initModal.js'
import { localDevChain } from '../networks/localDevChain.js'
import { resetAllState } from '../resetAllState.js'
import { getEmbeddedWallet, unmountEmbeddedWallet } from './embeddedWalletSession.js'
import type { FrameRequestName } from './frameProtocol.js'
import type { FrameTransport } from './frameTransport.js'
import { watchPasskeyLogin } from './passkeyLogin.js'

// Port 9 (discard) on loopback: the page never loads; the frame's answers come from the test below, as our
// host's frame gives them (e2e/tests/walletHostPasskeyModal.spec.ts runs the real one in Chromium).
const HOST = 'http://127.0.0.1:9'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const AREA = { top: 120, left: 40, width: 320, height: 150 }

afterEach(() => {
  unmountEmbeddedWallet()
  localStorage.clear()
  resetAllState()
})

/** Our host's frame, answering IS_CONNECTED from `signedIn()` and GET_USER with ADDRESS. */
function hostFrame(signedIn: () => boolean) {
  initModal({ networks: [localDevChain], embeddedWallet: { hostUrl: HOST } })
  const wallet = getEmbeddedWallet()!
  const asked: FrameRequestName[] = []
  wallet.transport.ready = Promise.resolve()
  wallet.transport.request = (async (name: FrameRequestName, payload?: unknown) => {
    asked.push(name)
    if (name === 'IS_CONNECTED') return { isConnected: signedIn() }
    if (name === 'GET_CHAIN_ID') return { chainId: localDevChain.id }
    if (name === 'GET_USER')
      return { address: ADDRESS, chainId: (payload as { chainId: number }).chainId, accounts: [{ address: ADDRESS }] }
    return {}
  }) as FrameTransport['request']
  return { wallet, asked }
}

test('the iframe may use WebAuthn for the host’s origin only', () => {
  initModal({ networks: [localDevChain], embeddedWallet: { hostUrl: `${HOST}/wallet` } })
  expect(getEmbeddedWallet()?.iframe.getAttribute('allow')).toBe(
    `publickey-credentials-get ${HOST}; publickey-credentials-create ${HOST}`,
  )
})

test('the frame shows over the area until its passkey login lands, then the wallet connects', async () => {
  let signedIn = false
  const { wallet, asked } = hostFrame(() => signedIn)
  const stop = new AbortController()
  const watching = watchPasskeyLogin({ area: () => AREA, signal: stop.signal, pollMs: 5 })
  await new Promise((resolve) => setTimeout(resolve, 30))
  expect([wallet.iframe.style.top, wallet.iframe.style.width, wallet.iframe.style.height]).toEqual([
    '120px',
    '320px',
    '150px',
  ])
  expect(wallet.iframe.hasAttribute('aria-hidden')).toBe(false)
  expect(connectionState.status).toBe('disconnected')
  signedIn = true
  await expect(watching).resolves.toBe(true)
  expect(asked).toContain('GET_USER')
  expect([connectionState.status, connectionState.activeConnectorId]).toEqual(['connected', 'embedded-wallet'])
  expect(connectionState.connections[0]?.accounts).toEqual([ADDRESS])
  expect(wallet.iframe.style.width).toBe('0px')
  expect(wallet.iframe.hasAttribute('aria-hidden')).toBe(true)
})

test('aborted (the view went away): the frame hides and nothing connects', async () => {
  const { wallet, asked } = hostFrame(() => false)
  const stop = new AbortController()
  const watching = watchPasskeyLogin({ area: () => AREA, signal: stop.signal, pollMs: 5 })
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(wallet.iframe.style.width).toBe('320px')
  stop.abort()
  await expect(watching).resolves.toBe(false)
  expect(wallet.iframe.style.width).toBe('0px')
  expect(asked).not.toContain('GET_USER')
  expect(connectionState.status).toBe('disconnected')
})
