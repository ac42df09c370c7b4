import { FRAME_REQUESTS } from '@agentry/modal-core/frame'
import { describe, expect, it } from 'vitest'
import { createFrameHost, type FrameWindow } from './createFrameHost.js'

const DAPP = 'http://localhost:3000'

// A real EventTarget as the frame's window and a recording parent: the host is driven by real MessageEvents.
// `setup(undefined)` means no known parent origin; `setup()` the listed dapp.
const setup = (...args: [parentOrigin?: string]) => {
  const parentOrigin = args.length > 0 ? args[0] : DAPP
  const posted: { message: { type: string; id?: string; payload?: unknown }; targetOrigin: string }[] = []
  const target = new EventTarget()
  const parent = { postMessage: (message: never, targetOrigin: string) => void posted.push({ message, targetOrigin }) }
  const frameWindow: FrameWindow = {
    addEventListener: (type, listener) => target.addEventListener(type, listener as EventListener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener as EventListener),
    parent,
  }
  const host = createFrameHost({ window: frameWindow, parentOrigin, allowedOrigins: [DAPP] })
  const send = (data: unknown, { origin = DAPP, source = parent as unknown } = {}) =>
    // Node's MessageEvent takes only a MessagePort as source; a plain event carries the same three fields.
    target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
  return { host, posted, send, parent }
}

describe('createFrameHost', () => {
  it('posts the ready event to the parent at its origin only', () => {
    const { host, posted } = setup()
    expect(host.active).toBe(true)
    expect(posted).toEqual([
      { message: { type: '@w3m-frame/READY', payload: { version: 1, socialProviders: [] } }, targetOrigin: DAPP },
    ])
  })

  it('answers every request of the protocol with _SUCCESS or _ERROR and its id', () => {
    const { posted, send } = setup()
    for (const name of FRAME_REQUESTS) send({ type: `@w3m-app/${name}`, id: `id-${name}`, payload: {} })
    const answers = posted.slice(1)
    expect(answers.map(({ message }) => message.id)).toEqual(FRAME_REQUESTS.map((name) => `id-${name}`))
    for (const [index, name] of FRAME_REQUESTS.entries()) {
      const { message, targetOrigin } = answers[index]!
      expect(targetOrigin).toBe(DAPP)
      expect([`@w3m-frame/${name}_SUCCESS`, `@w3m-frame/${name}_ERROR`]).toContain(message.type)
      if (message.type.endsWith('_ERROR')) expect((message.payload as { message: string }).message).toMatch(/\w/)
    }
  })

  it('answers what it does not offer with a clear error', () => {
    const { posted, send } = setup()
    send({ type: '@w3m-app/CONNECT_FARCASTER', id: '1' })
    send({ type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', id: '2', payload: { provider: 'google' } })
    send({ type: '@w3m-app/INIT_SMART_ACCOUNT', id: '3' })
    send({ type: '@w3m-app/NOT_A_REQUEST', id: '4' })
    expect(posted.slice(1).map(({ message }) => [message.type, message.payload])).toEqual([
      [
        '@w3m-frame/CONNECT_FARCASTER_ERROR',
        { code: 'NOT_OFFERED', message: 'Farcaster login is not offered by this wallet host' },
      ],
      [
        '@w3m-frame/GET_SOCIAL_REDIRECT_URI_ERROR',
        { code: 'NOT_OFFERED', message: 'Social login is not offered by this wallet host' },
      ],
      [
        '@w3m-frame/INIT_SMART_ACCOUNT_ERROR',
        { code: 'NOT_OFFERED', message: 'Smart accounts is not offered by this wallet host' },
      ],
      ['@w3m-frame/NOT_A_REQUEST_ERROR', { code: 'UNKNOWN_REQUEST', message: 'Unknown request NOT_A_REQUEST' }],
    ])
  })

  it('keeps the chain and answers as a signed-out wallet', () => {
    const { posted, send } = setup()
    send({ type: '@w3m-app/SWITCH_NETWORK', id: 'a', payload: { chainId: 10 } })
    send({ type: '@w3m-app/GET_CHAIN_ID', id: 'b' })
    send({ type: '@w3m-app/IS_CONNECTED', id: 'c' })
    send({ type: '@w3m-app/GET_USER', id: 'd', payload: { chainId: 10 } })
    send({ type: '@w3m-app/SWITCH_NETWORK', id: 'e', payload: { chainId: -1 } })
    expect(posted.slice(1).map(({ message }) => message.payload)).toEqual([
      { chainId: 10 },
      { chainId: 10 },
      { isConnected: false },
      { code: 'NOT_SIGNED_IN', message: 'Not signed in' },
      { code: 'INVALID_PAYLOAD', message: 'SWITCH_NETWORK: chainId must be a positive integer or a chain reference' },
    ])
  })

  it('ignores messages from another origin, another window, or without an id', () => {
    const { posted, send } = setup()
    send({ type: '@w3m-app/GET_CHAIN_ID', id: 'x' }, { origin: 'https://evil.example' })
    send({ type: '@w3m-app/GET_CHAIN_ID', id: 'y' }, { source: { postMessage: () => {} } })
    send({ type: '@w3m-app/GET_CHAIN_ID' })
    send('@w3m-app/GET_CHAIN_ID')
    send(null)
    expect(posted).toHaveLength(1)
  })

  it('gives a page that is not on the allow list nothing: no ready event, no answer', () => {
    for (const origin of ['https://evil.example', undefined]) {
      const { host, posted, send } = setup(origin)
      send({ type: '@w3m-app/GET_CHAIN_ID', id: 'x' }, { origin: origin ?? 'null' })
      expect(host.active).toBe(false)
      expect(posted).toEqual([])
    }
  })

  it('stops answering once closed', () => {
    const { host, posted, send } = setup()
    host.close()
    send({ type: '@w3m-app/GET_CHAIN_ID', id: 'x' })
    expect(posted).toHaveLength(1)
  })
})
