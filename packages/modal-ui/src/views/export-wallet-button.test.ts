import { addConnector, connect, createMockConnector, openModal } from '@agentry/modal-core'
import { EMBEDDED_WALLET_CONNECTOR_ID, FRAME_READY, getEmbeddedWallet } from '@agentry/modal-core/frame'
import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { waitFor } from '@agentry/test-utils/wait'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setLocale } from '../i18n/localeState.js'
import '../register.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, press } from '../testing/dom.js'

// The wallet host is a blank page on loopback, which happy-dom loads into the frame for this file (its
// iframe loading is off by default, and the frame's load error would fail every request); the frame's side
// is played at the message level (its READY event and its answers to what the page posts it), so the real transport and
// client run. The frame's own panel with the phrase is driven in Chromium by e2e/tests/walletHostExport.spec.ts.
let host: Server
let HOST = ''
beforeAll(async () => {
  host = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>'))
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  HOST = `http://127.0.0.1:${(host.address() as AddressInfo).port}`
  iframeLoading(true)
})
afterAll(async () => {
  iframeLoading(false)
  await new Promise<void>((resolve) => host.close(() => resolve()))
})

/** Turns happy-dom's loading of iframe pages on or off. */
function iframeLoading(on: boolean) {
  const { settings } = (window as unknown as { happyDOM: { settings: Record<string, boolean> } }).happyDOM
  settings.enableIframePageLoading = on
  settings.disableIframePageLoading = !on
}

type Posted = { type: string; id: string }

/** Plays the frame: answers EXPORT_WALLET when the test says, with `_SUCCESS` or `_ERROR` and a payload. */
function playFrame() {
  const { iframe } = getEmbeddedWallet()!
  const posted: Posted[] = []
  // happy-dom loads no page into the frame: its window is this recorder of what the page posts it.
  const frameWindow = { postMessage: (data: Posted) => void posted.push(data) } as unknown as Window
  Object.defineProperty(iframe, 'contentWindow', { value: frameWindow, configurable: true })
  const fromFrame = (data: unknown) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin: HOST, source: frameWindow }))
  fromFrame({ type: FRAME_READY })
  const answer = (outcome: 'SUCCESS' | 'ERROR', payload: unknown) => {
    const request = posted.find(({ type }) => type === '@w3m-app/EXPORT_WALLET')!
    fromFrame({ type: `@w3m-frame/EXPORT_WALLET_${outcome}`, id: request.id, payload })
  }
  return { posted, answer }
}

describe('Export wallet on the Account view', () => {
  let modal: AgentryModalElement
  const core = useCoreFixture()
  const { cleanups } = core

  beforeEach(() => {
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl, embeddedWallet: { hostUrl: HOST } }))
  })
  afterEach(async () => {
    await setLocale('en')
  })

  /** Connects an account through `connectorId` and opens the Account view; returns its export element. */
  async function openAccount(connectorId: string) {
    const connector = createMockConnector({ accounts: [ANVIL_ACCOUNTS[0].address], chainId: 1337 })
    addConnector({ ...connector, id: connectorId })
    await connect({ connectorId })
    await openModal()
    await waitFor(() => expect(deepQuery(modal, 'agentry-export-wallet')).toBeDefined())
    const element = deepQuery(modal, 'agentry-export-wallet')!
    await (element as unknown as { updateComplete: Promise<unknown> }).updateComplete
    return element
  }
  const button = (element: Element) => deepQuery(element, 'agentry-button[data-action="export-wallet"]')

  it('is not offered for a wallet that is not the embedded one', async () => {
    const element = await openAccount('injected-test')
    expect(element.hidden).toBe(true)
    expect(button(element)).toBeUndefined()
  })

  it('asks the frame to export; busy while its panel is open, then ready again', async () => {
    const element = await openAccount(EMBEDDED_WALLET_CONNECTOR_ID)
    const frame = playFrame()
    expect(element.hidden).toBe(false)
    expect(button(element)!.textContent?.trim()).toBe('Export wallet')
    // Reached with the Tab key: a native button in the tab order.
    expect(deepQuery(button(element)!, 'button')!.tabIndex).toBe(0)
    expect(getEmbeddedWallet()!.transport.isReady).toBe(true)
    press(button(element)!)
    await waitFor(() => expect(frame.posted.map(({ type }) => type)).toContain('@w3m-app/EXPORT_WALLET'))
    await waitFor(() => expect(button(element)!.hasAttribute('loading')).toBe(true))
    expect(button(element)!.textContent?.trim()).toBe('Exporting…')
    frame.answer('SUCCESS', { revealed: true })
    await waitFor(() => expect(button(element)!.hasAttribute('loading')).toBe(false))
    expect(button(element)!.textContent?.trim()).toBe('Export wallet')
    expect(deepQuery(element, '[role="alert"]')).toBeUndefined()
  })

  it('a login too old for an export says to sign in again, inline and in the language of the moment', async () => {
    await setLocale('de')
    const element = await openAccount(EMBEDDED_WALLET_CONNECTOR_ID)
    const frame = playFrame()
    press(button(element)!)
    await waitFor(() => expect(frame.posted.map(({ type }) => type)).toContain('@w3m-app/EXPORT_WALLET'))
    frame.answer('ERROR', { code: 'LOGIN_NOT_FRESH', message: 'For your security, sign in again to export' })
    await waitFor(() => expect(deepQuery(element, '[role="alert"] .text')).toBeDefined())
    expect(deepQuery(element, '[role="alert"] .text')!.textContent).toBe(
      'Melden Sie sich zu Ihrer Sicherheit erneut an, bevor Sie Ihre Wallet exportieren',
    )
    expect(button(element)!.hasAttribute('loading')).toBe(false)
  })
})
