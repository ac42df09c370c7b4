// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { initModal } from '../flows/initModal.js'
import { localDevChain } from '../networks/localDevChain.js'
import { resetAllState } from '../resetAllState.js'
import { getEmbeddedWallet, unmountEmbeddedWallet } from './embeddedWalletSession.js'
import { FRAME_READY } from './frameProtocol.js'
import { offeredSocials, readFrameSocialProviders } from './frameSocialProviders.js'
import { frameState } from './frameState.js'
import { createFrameTransport } from './frameTransport.js'

// Port 9 (discard) on loopback: the frame never loads; its ready event is posted by the test, with the
// origin and source the transport checks, as a browser would deliver it.
const HOST = 'http://127.0.0.1:9'
const ALL = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

const readyFrom = (source: unknown, payload: unknown, origin = HOST) =>
  window.dispatchEvent(Object.assign(new Event('message'), { data: { type: FRAME_READY, payload }, origin, source }))

afterEach(() => {
  unmountEmbeddedWallet()
  localStorage.clear()
  resetAllState()
})

describe('the social providers the frame names in its ready event', () => {
  test('the transport resolves `ready` with the ready event’s payload', async () => {
    const page = new EventTarget()
    const frameWindow = { postMessage: () => {} }
    const transport = createFrameTransport({
      iframe: { contentWindow: frameWindow } as unknown as HTMLIFrameElement,
      origin: HOST,
      window: page as unknown as Window,
    })
    const payload = { version: 1, socialProviders: ['github'] }
    page.dispatchEvent(
      Object.assign(new Event('message'), { data: { type: FRAME_READY, payload }, origin: HOST, source: frameWindow }),
    )
    expect(await transport.ready).toEqual(payload)
    transport.close()
  })

  test('reads known names only, in the protocol’s order; no list is null', () => {
    expect(readFrameSocialProviders({ version: 1, socialProviders: ['discord', 'nope', 'google', 7] })).toEqual([
      'google',
      'discord',
    ])
    expect(readFrameSocialProviders({ version: 1, socialProviders: [] })).toEqual([])
    expect(readFrameSocialProviders({ version: 1 })).toBeNull()
    expect(readFrameSocialProviders(undefined)).toBeNull()
  })

  test('with our host: nothing while the frame is not ready, then the app’s list cut to the host’s', async () => {
    initModal({
      networks: [localDevChain],
      embeddedWallet: { hostUrl: HOST },
      features: { socials: ['github', 'x', 'google', 'farcaster'] },
    })
    const wallet = getEmbeddedWallet()!
    expect(offeredSocials()).toEqual({ pending: true, socials: [] })
    // A message from another origin is not the frame's.
    readyFrom(wallet.iframe.contentWindow, { version: 1, socialProviders: ['x'] }, 'http://127.0.0.1:8')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(offeredSocials().pending).toBe(true)
    readyFrom(wallet.iframe.contentWindow, { version: 1, socialProviders: ['google', 'github', 'discord'] })
    await wallet.transport.ready
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(frameState.socialProviders).toEqual(['google', 'github', 'discord'])
    // The app's order; discord is the host's but not the app's; farcaster is not the host's.
    expect(offeredSocials()).toEqual({ pending: false, socials: ['github', 'google'] })
  })

  test('a host with no provider offers no button; a frame that names none keeps the app’s list', async () => {
    initModal({ networks: [localDevChain], embeddedWallet: { hostUrl: HOST }, features: { socials: ['google'] } })
    let wallet = getEmbeddedWallet()!
    readyFrom(wallet.iframe.contentWindow, { version: 1, socialProviders: [] })
    await wallet.transport.ready
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(offeredSocials()).toEqual({ pending: false, socials: [] })

    unmountEmbeddedWallet()
    expect(frameState.socialProviders).toBeUndefined()
    wallet = getEmbeddedWallet()!
    readyFrom(wallet.iframe.contentWindow, { version: 1 })
    await wallet.transport.ready
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(offeredSocials()).toEqual({ pending: false, socials: ['google'] })
  })

  test('a frame that cannot load offers no button', async () => {
    initModal({ networks: [localDevChain], embeddedWallet: { hostUrl: HOST }, features: { socials: ['google'] } })
    getEmbeddedWallet()!.iframe.dispatchEvent(new Event('error'))
    expect(offeredSocials()).toEqual({ pending: false, socials: [] })
  })

  test('the vendor’s frame (a project id, no host) keeps the app’s list without waiting', () => {
    initModal({ networks: [localDevChain], projectId: 'p1' })
    expect(offeredSocials()).toEqual({ pending: false, socials: [...ALL] })
    initModal({ networks: [localDevChain], projectId: 'p1', features: { socials: false } })
    expect(offeredSocials()).toEqual({ pending: false, socials: [] })
  })
})
