import { afterEach, describe, expect, test } from 'vitest'
import { connectionState } from '../connection/connectionState.js'
import { resetAllState } from '../resetAllState.js'
import { createEmbeddedWalletClient } from './createEmbeddedWalletClient.js'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './embeddedWalletSession.js'
import { exportEmbeddedWallet } from './exportEmbeddedWallet.js'
import { FRAME_READY } from './frameProtocol.js'
import { createFrameTransport } from './frameTransport.js'

// The frame's answers come over the real transport (the page's window an EventTarget, the frame's window a
// recorder), so the frame's error code travels as it does in a browser. The frame's panel itself is driven in
// Chromium: e2e/tests/walletHostExport.spec.ts.
const ORIGIN = 'http://localhost:3001'

/** A frame that answers EXPORT_WALLET with `answer` (`_SUCCESS` or `_ERROR` and its payload). */
function frameAnswering(answer: { type: 'SUCCESS' | 'ERROR'; payload: unknown }) {
  const page = new EventTarget()
  const asked: string[] = []
  const frameWindow = {
    postMessage: ({ id, type }: { id: string; type: string }) => {
      asked.push(type)
      queueMicrotask(() =>
        page.dispatchEvent(
          Object.assign(new Event('message'), {
            data: { type: `@w3m-frame/EXPORT_WALLET_${answer.type}`, id, payload: answer.payload },
            origin: ORIGIN,
            source: frameWindow,
          }),
        ),
      )
    },
  }
  const transport = createFrameTransport({
    iframe: { contentWindow: frameWindow } as unknown as HTMLIFrameElement,
    origin: ORIGIN,
    window: page as unknown as Window,
    timeout: 500,
  })
  page.dispatchEvent(
    Object.assign(new Event('message'), { data: { type: FRAME_READY }, origin: ORIGIN, source: frameWindow }),
  )
  return { client: createEmbeddedWalletClient({ transport }), asked }
}

afterEach(() => resetAllState())

describe('exportEmbeddedWallet', () => {
  test('asks the frame and answers whether the phrase was revealed', async () => {
    connectionState.activeConnectorId = EMBEDDED_WALLET_CONNECTOR_ID
    const { client, asked } = frameAnswering({ type: 'SUCCESS', payload: { revealed: true } })
    expect(await exportEmbeddedWallet({ client })).toEqual({ revealed: true })
    expect(asked).toEqual(['@w3m-app/EXPORT_WALLET'])
  })

  test('a login too old for an export comes back as LOGIN_NOT_FRESH data asking to sign in again', async () => {
    connectionState.activeConnectorId = EMBEDDED_WALLET_CONNECTOR_ID
    const { client } = frameAnswering({
      type: 'ERROR',
      payload: { code: 'LOGIN_NOT_FRESH', message: 'For your security, sign in again to export your wallet' },
    })
    expect(await exportEmbeddedWallet({ client })).toMatchInlineSnapshot(`
      {
        "error": {
          "code": "LOGIN_NOT_FRESH",
          "message": "For your security, sign in again before exporting your wallet",
          "params": {},
        },
        "revealed": false,
      }
    `)
  })

  test("the frame's other refusals keep its words; nothing is thrown", async () => {
    connectionState.activeConnectorId = EMBEDDED_WALLET_CONNECTOR_ID
    const { client } = frameAnswering({ type: 'ERROR', payload: { code: 'NOT_SIGNED_IN', message: 'Not signed in' } })
    const { revealed, error } = await exportEmbeddedWallet({ client })
    expect(revealed).toBe(false)
    expect(error).toMatchObject({ code: 'FRAME_REQUEST_FAILED', message: 'Not signed in' })
  })

  test('an account not connected through the embedded wallet is not asked for: NOT_CONNECTED', async () => {
    connectionState.activeConnectorId = 'injected'
    const { client, asked } = frameAnswering({ type: 'SUCCESS', payload: { revealed: true } })
    expect((await exportEmbeddedWallet({ client })).error?.code).toBe('NOT_CONNECTED')
    expect(asked).toEqual([])
  })
})
