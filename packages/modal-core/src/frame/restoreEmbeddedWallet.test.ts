// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { chainState } from '../chain/chainState.js'
import { connectionState } from '../connection/connectionState.js'
import { getConnector } from '../connectors/connectorsState.js'
import { initModal } from '../flows/initModal.js'
import { localDevChain } from '../networks/localDevChain.js'
import { resetAllState } from '../resetAllState.js'
import { addStoredConnectorId, getStoredConnectorIds } from '../storage/connectorIds.js'
import { setEmbeddedWalletRestorer, syncConnection } from '../syncConnection.js'
import { getEmbeddedWallet, unmountEmbeddedWallet } from './embeddedWalletSession.js'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './embeddedWalletConnectorId.js'
import { FRAME_READY } from './frameProtocol.js'

// Port 9 (discard) on loopback: the iframe never loads. The test plays the host's frame behind it: it takes
// what the modal posts to the iframe's window and answers with messages of the frame's origin and window,
// which the transport checks as a browser delivers them. The host's real frame after the site's sign-in
// reload is driven in Chromium by e2e/tests/walletHostReconnect.spec.ts.
const HOST = 'http://127.0.0.1:9'
const ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'

/** Plays the frame once the modal mounts it: ready, then answers `answers` (IS_CONNECTED, GET_USER, …). */
const playFrame = (answers: Record<string, unknown>) => {
  const asked: string[] = []
  const waitForIframe = async () => {
    for (let i = 0; i < 200 && !document.querySelector('iframe'); i++) await new Promise((r) => setTimeout(r, 5))
    return document.querySelector('iframe')!
  }
  const done = waitForIframe().then((iframe) => {
    // happy-dom gives an iframe that does not load no window: the frame's window is a stand-in.
    const frameWindow = {} as Window
    Object.defineProperty(iframe, 'contentWindow', { value: frameWindow })
    const fromFrame = (data: unknown) =>
      window.dispatchEvent(Object.assign(new Event('message'), { data, origin: HOST, source: frameWindow }))
    frameWindow.postMessage = ((message: { type: string; id: string }) => {
      const name = message.type.slice('@w3m-app/'.length)
      asked.push(name)
      const payload = answers[name]
      setTimeout(() =>
        fromFrame(
          payload === undefined
            ? { type: `@w3m-frame/${name}_ERROR`, id: message.id, payload: { code: 'X', message: 'no' } }
            : { type: `@w3m-frame/${name}_SUCCESS`, id: message.id, payload },
        ),
      )
    }) as Window['postMessage']
    fromFrame({ type: FRAME_READY, payload: { version: 1, socialProviders: [] } })
  })
  return { asked, done }
}

// happy-dom does not load iframes and fires their `error` event (which fails the frame's requests at once,
// as a frame that cannot load should): held back here, before it reaches the iframe, so the stand-in answers.
const holdIframeErrors = (event: Event) => {
  if (event.target instanceof HTMLIFrameElement) event.stopImmediatePropagation()
}
beforeEach(() => {
  window.addEventListener('error', holdIframeErrors, true)
  // What modal-ui sets (it loads the frame feature from its login views' chunk).
  setEmbeddedWalletRestorer(() => import('./restoreEmbeddedWallet.js').then((module) => module.restoreEmbeddedWallet()))
})

afterEach(() => {
  window.removeEventListener('error', holdIframeErrors, true)
  unmountEmbeddedWallet()
  localStorage.clear()
  resetAllState()
})

describe('the embedded wallet at start-up (the site’s reload after its sign-in)', () => {
  test('a stored embedded wallet whose host session holds the account is connected again, with no login', async () => {
    initModal({ networks: [localDevChain], embeddedWallet: { hostUrl: HOST } })
    addStoredConnectorId(EMBEDDED_WALLET_CONNECTOR_ID)
    const frame = playFrame({
      IS_CONNECTED: { isConnected: true },
      GET_CHAIN_ID: { chainId: localDevChain.id },
      GET_USER: { email: 'a@example.org', address: ADDRESS, chainId: localDevChain.id },
    })
    await syncConnection()
    await frame.done
    expect(connectionState.status).toBe('connected')
    expect(connectionState.activeConnectorId).toBe(EMBEDDED_WALLET_CONNECTOR_ID)
    expect(chainState.chains.eip155?.accountState.address).toBe(ADDRESS)
    // Asked silently: no login request went to the frame.
    expect(frame.asked).not.toContain('CONNECT_EMAIL')
    expect(frame.asked).not.toContain('CONNECT_OTP')
    expect(frame.asked).toContain('IS_CONNECTED')
    expect(getConnector(EMBEDDED_WALLET_CONNECTOR_ID)?.type).toBe('AUTH')
  })

  test('a host session that is gone leaves the site disconnected, and forgets the wallet', async () => {
    initModal({ networks: [localDevChain], embeddedWallet: { hostUrl: HOST } })
    addStoredConnectorId(EMBEDDED_WALLET_CONNECTOR_ID)
    const frame = playFrame({ IS_CONNECTED: { isConnected: false } })
    await syncConnection()
    await frame.done
    expect(connectionState.status).toBe('disconnected')
    expect(getStoredConnectorIds()).not.toContain(EMBEDDED_WALLET_CONNECTOR_ID)
    expect(frame.asked).toEqual(['IS_CONNECTED'])
  })

  test('no frame is mounted when no embedded wallet was stored, or the app cannot offer one', async () => {
    initModal({ networks: [localDevChain], embeddedWallet: { hostUrl: HOST } })
    await syncConnection()
    expect(document.querySelector('iframe')).toBeNull()
    initModal({ networks: [localDevChain] })
    addStoredConnectorId(EMBEDDED_WALLET_CONNECTOR_ID)
    await syncConnection()
    expect(document.querySelector('iframe')).toBeNull()
    expect(getEmbeddedWallet()).toBeUndefined()
  })
})
