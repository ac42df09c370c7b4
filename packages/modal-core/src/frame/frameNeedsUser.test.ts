import { describe, expect, test } from 'vitest'
import { FrameTimeoutError } from '../errors/frameErrors.js'
import { FRAME_NEEDS_USER, FRAME_READY } from './frameProtocol.js'
import { createFrameTransport } from './frameTransport.js'

// The frame asks for the user on its own (the wallet host's "Restore with recovery code" panel): requests
// waiting on it keep waiting past their timeout until the frame is done. The page's window is an
// EventTarget and the frame's window a recorder, so the transport's origin and source checks run as in a
// browser (the showing of the iframe is checked in Chromium: e2e/tests/walletHostReturning.spec.ts).
const ORIGIN = 'http://localhost:3001'
const TIMEOUT = 150
const USER_TIMEOUT = 900

const channel = () => {
  const page = new EventTarget()
  const posted: { id: string; type: string }[] = []
  const frameWindow = { postMessage: (data: { id: string; type: string }) => void posted.push(data) }
  const transport = createFrameTransport({
    iframe: { contentWindow: frameWindow } as unknown as HTMLIFrameElement,
    origin: ORIGIN,
    window: page as unknown as Window,
    timeout: TIMEOUT,
    userTimeout: USER_TIMEOUT,
  })
  const fromFrame = (data: unknown, { origin = ORIGIN, source = frameWindow as unknown } = {}) =>
    page.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
  fromFrame({ type: FRAME_READY })
  return { transport, posted, fromFrame }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Whether `promise` is still pending now. */
const isPending = async (promise: Promise<unknown>) => {
  const marker = Symbol('pending')
  return (await Promise.race([promise.catch((error: unknown) => error), sleep(0).then(() => marker)])) === marker
}

describe('the frame asks for the user (FRAME_NEEDS_USER)', () => {
  test('a request waiting on the frame outlives its timeout while the frame needs the user, and the answer then arrives', async () => {
    const { transport, posted, fromFrame } = channel()
    const login = transport.request('CONNECT_OTP', { otp: '123456' })
    await transport.ready
    await sleep(0)
    expect(posted.map(({ type }) => type)).toEqual(['@w3m-app/CONNECT_OTP'])

    fromFrame({ type: FRAME_NEEDS_USER, payload: { needsUser: true } })
    await sleep(TIMEOUT * 3)
    expect(await isPending(login)).toBe(true)

    fromFrame({ type: FRAME_NEEDS_USER, payload: { needsUser: false } })
    fromFrame({ type: '@w3m-frame/CONNECT_OTP_SUCCESS', id: posted[0]!.id, payload: {} })
    await expect(login).resolves.toEqual({})
  })

  test('once the frame is done, a request that gets no answer times out again with the spec’s error', async () => {
    const { transport, fromFrame } = channel()
    const login = transport.request('CONNECT_OTP', { otp: '123456' })
    await transport.ready
    fromFrame({ type: FRAME_NEEDS_USER, payload: { needsUser: true } })
    await sleep(TIMEOUT * 2)
    expect(await isPending(login)).toBe(true)
    fromFrame({ type: FRAME_NEEDS_USER, payload: { needsUser: false } })
    await expect(login).rejects.toBeInstanceOf(FrameTimeoutError)
  })

  test('the same message from another origin or window stops no timeout, and the app still hears the frame’s own', async () => {
    const { transport, fromFrame } = channel()
    const heard: unknown[] = []
    transport.onEvent((name, payload) => heard.push([name, payload]))
    const login = transport.request('CONNECT_OTP', { otp: '123456' })
    await transport.ready
    fromFrame({ type: FRAME_NEEDS_USER, payload: { needsUser: true } }, { origin: 'http://127.0.0.1:3002' })
    fromFrame({ type: FRAME_NEEDS_USER, payload: { needsUser: true } }, { source: {} })
    expect(heard).toEqual([])
    await expect(login).rejects.toBeInstanceOf(FrameTimeoutError)
    fromFrame({ type: FRAME_NEEDS_USER, payload: { needsUser: true } })
    expect(heard).toEqual([['NEEDS_USER', { needsUser: true }]])
  })

  test('a frame that needs the user and then goes silent still fails the request, after the longer wait', async () => {
    const { transport, fromFrame } = channel()
    const login = transport.request('CONNECT_OTP', { otp: '123456' })
    await transport.ready
    fromFrame({ type: FRAME_NEEDS_USER, payload: { needsUser: true } })
    await sleep(TIMEOUT * 3)
    expect(await isPending(login)).toBe(true)
    const error = await login.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FrameTimeoutError)
    expect((error as FrameTimeoutError).details).toBe(
      `CONNECT_OTP had no answer from the embedded wallet in ${USER_TIMEOUT} ms`,
    )
  })
})
