import { describe, expect, it } from 'vitest'
import { createMemoryDeviceShareStore, type DeviceShareRecord } from '../keys/deviceShare.js'
import { serveVault } from '../vault/serveVault.js'
import { VAULT_READY, VAULT_RESULT } from '../vault/vaultProtocol.js'
import { connectVault } from './vaultClient.js'

// The frame ↔ wallet-window channel on real code, with two windows made of EventTargets: postMessage
// delivers a MessageEvent with the sender as source and the sender's origin, dropped when the target
// origin is not the receiver's (as browsers do).
const HOST = 'http://localhost:3001'
const DAPP = 'http://127.0.0.1:3000'

type FakeWindow = EventTarget & {
  origin: string
  closed: boolean
  opener: FakeWindow | null
  location: { origin: string }
  postMessage(data: unknown, targetOrigin: string): void
  close(): void
  from?: FakeWindow
}

function fakeWindow(origin: string): FakeWindow {
  const target = new EventTarget() as FakeWindow
  Object.assign(target, {
    origin,
    closed: false,
    opener: null,
    location: { origin },
    close() {
      target.closed = true
    },
  })
  return target
}

/** A message event as a browser makes it (Node's MessageEvent takes no window as source). */
const message = (data: unknown, origin: string, source: FakeWindow) =>
  Object.assign(new Event('message'), { data, origin, source })

/** `sender` posts to `receiver`: delivered with sender as source, unless the target origin does not match. */
const link = (sender: FakeWindow, receiver: FakeWindow) => {
  receiver.postMessage = (data, targetOrigin) => {
    if (targetOrigin !== receiver.origin || receiver.closed) return
    const clone = structuredClone(data)
    setTimeout(() => receiver.dispatchEvent(message(clone, sender.origin, sender)))
  }
}

const record = async (): Promise<DeviceShareRecord> => ({
  key: await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
  sealed: 'sealed-share',
})

/** A frame and the wallet window it opened, both on the host's origin, the window serving a memory store. */
function openPair({ allowedOrigins = [DAPP] } = {}) {
  const frame = fakeWindow(HOST)
  const popup = fakeWindow(HOST)
  popup.opener = frame
  link(frame, popup)
  link(popup, frame)
  const store = createMemoryDeviceShareStore()
  const vault = connectVault({ popup: popup as unknown as Window, window: frame, origin: HOST, site: DAPP, pollMs: 10 })
  serveVault({ window: popup as unknown as Window, store, allowedOrigins })
  return { frame, popup, store, vault }
}

describe('the frame and the wallet window', () => {
  it('keeps a share in the window’s store and reads it back, CryptoKey and all', async () => {
    const { vault, store } = openPair()
    const kept = await record()
    await vault.put('ada@example.org', kept)
    expect((await store.get('ada@example.org'))?.sealed).toBe('sealed-share')
    const read = await vault.get('ada@example.org')
    expect(read?.sealed).toBe('sealed-share')
    expect(read?.key).toBeInstanceOf(CryptoKey)
    expect(read?.key.extractable).toBe(false)
    expect(await vault.get('bob@example.org')).toBeNull()
  })

  it('fails at once with POPUP_BLOCKED when the browser opened no window', async () => {
    const vault = connectVault({ popup: null, window: fakeWindow(HOST), origin: HOST, site: DAPP })
    await expect(vault.get('ada@example.org')).rejects.toMatchObject({
      code: 'POPUP_BLOCKED',
      message: 'The browser blocked the wallet window: allow pop-ups and try again',
    })
  })

  it('fails with POPUP_CLOSED, not a hang, when the user closes a window that never answered', async () => {
    const frame = fakeWindow(HOST)
    const popup = fakeWindow(HOST)
    const vault = connectVault({
      popup: popup as unknown as Window,
      window: frame,
      origin: HOST,
      site: DAPP,
      pollMs: 10,
    })
    const pending = vault.get('ada@example.org')
    setTimeout(() => popup.close(), 30)
    await expect(pending).rejects.toMatchObject({
      code: 'POPUP_CLOSED',
      message: 'The wallet window was closed too soon. Try again',
    })
    // And what comes after it fails at once too.
    await expect(vault.get('ada@example.org')).rejects.toMatchObject({ code: 'POPUP_CLOSED' })
  })

  it('ignores a ready event and answers from another origin or another window', async () => {
    const frame = fakeWindow(HOST)
    const popup = fakeWindow(HOST)
    const dapp = fakeWindow(DAPP)
    const impostor = fakeWindow(HOST)
    const vault = connectVault({
      popup: popup as unknown as Window,
      window: frame,
      origin: HOST,
      site: DAPP,
      pollMs: 10,
    })
    let settled = false
    const pending = vault.get('ada@example.org').finally(() => (settled = true))
    const forged = { type: VAULT_RESULT, id: 1, ok: true, record: null }
    // The dapp's window and another host window post "ready" and an answer: nothing happens.
    for (const sender of [dapp, impostor]) {
      frame.dispatchEvent(message({ type: VAULT_READY }, sender.origin, sender))
      frame.dispatchEvent(message(forged, sender.origin, sender))
    }
    // The popup's own window, but with the dapp's origin (it navigated away): ignored too.
    frame.dispatchEvent(message({ type: VAULT_READY }, DAPP, popup))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)
    popup.close()
    await expect(pending).rejects.toMatchObject({ code: 'POPUP_CLOSED' })
  })

  it('the window answers only its opener on the host’s origin, for a site on the allow list', async () => {
    const frame = fakeWindow(HOST)
    const popup = fakeWindow(HOST)
    const dapp = fakeWindow(DAPP)
    popup.opener = frame
    const answers: unknown[] = []
    frame.postMessage = (data, targetOrigin) => {
      expect(targetOrigin).toBe(HOST)
      answers.push(data)
    }
    const store = createMemoryDeviceShareStore()
    await store.put('ada@example.org', await record())
    expect(serveVault({ window: popup as unknown as Window, store, allowedOrigins: [DAPP] })).toBe(true)
    expect(answers).toEqual([{ type: VAULT_READY }])
    const request = { type: 'agentry-vault/REQUEST', id: 7, site: DAPP, accountId: 'ada@example.org', op: 'get' }
    // From the dapp's window, or from the opener with another origin: no answer.
    popup.dispatchEvent(message(request, DAPP, dapp))
    popup.dispatchEvent(message(request, DAPP, frame))
    // Malformed: no answer.
    popup.dispatchEvent(message({ ...request, op: 'drop' }, HOST, frame))
    popup.dispatchEvent(message({ ...request, op: 'put', record: { key: 'x', sealed: 'y' } }, HOST, frame))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(answers).toHaveLength(1)
    // A site off the list: refused.
    popup.dispatchEvent(message({ ...request, site: 'https://evil.example' }, HOST, frame))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(answers[1]).toEqual({ type: VAULT_RESULT, id: 7, ok: false, message: 'This site may not use this wallet' })
    // The real thing.
    popup.dispatchEvent(message(request, HOST, frame))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(answers[2]).toMatchObject({ type: VAULT_RESULT, id: 7, ok: true, record: { sealed: 'sealed-share' } })
  })

  it('a window opened by hand (no opener) serves nothing', () => {
    const popup = fakeWindow(HOST)
    const steps: unknown[] = []
    expect(
      serveVault({
        window: popup as unknown as Window,
        store: createMemoryDeviceShareStore(),
        allowedOrigins: [DAPP],
        onStep: (step) => steps.push(step),
      }),
    ).toBe(false)
    expect(steps).toEqual(['no-opener'])
  })

  it('closing the connection tells the window and closes it', async () => {
    const { vault, popup } = openPair()
    await vault.put('ada@example.org', await record())
    vault.close()
    expect(popup.closed).toBe(true)
    await expect(vault.get('ada@example.org')).rejects.toMatchObject({ code: 'POPUP_CLOSED' })
  })
})
