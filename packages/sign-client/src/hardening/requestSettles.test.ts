import { afterEach, describe, expect, it, vi } from 'vitest'
import { REQUEST_EXPIRY_BOUNDS } from '../client/transport/rpcOptions.js'
import { ADDRESS, outcome, relayLab, sign } from '../test/testSession.js'

// Issue 18 item 6: a request() whose publish failed left its expiry timer behind, which rejected
// unhandled 300 s later (a Node dapp exited 1 although the call was in try/catch); with the relay
// down, request() never settled. The one promise the caller holds now settles on every outcome and
// nothing is left to reject. Our relay and clients on 127.0.0.1; the 300 s (the shortest expiry the
// API allows) pass on vitest's fake clock, faking only setTimeout, so the sockets run for real.

let close: (() => Promise<void>) | undefined
const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => unhandled.push(reason)
afterEach(async () => {
  vi.useRealTimers()
  process.off('unhandledRejection', onUnhandled)
  unhandled.length = 0
  await close?.()
  close = undefined
})

/** Past the expiry of a request made now with the shortest expiry. */
const PAST_EXPIRY_MS = (REQUEST_EXPIRY_BOUNDS.min + 1) * 1000
/** Lets the runtime report rejections that nobody handled (it does so after the microtasks). */
const reportUnhandled = () => new Promise((resolve) => setImmediate(resolve))

describe('request() settles once, and leaves nothing unhandled (item 6)', () => {
  it('a failed publish rejects the call, and its expiry never fires later', async () => {
    const lab = await relayLab()
    close = lab.close
    const { dapp, topic } = await lab.session()
    process.on('unhandledRejection', onUnhandled)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // Over the relay's frame limit: the publish fails at once with RelayFrameTooLargeError.
    const failed = await dapp
      .request({
        topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: [`0x${'ab'.repeat(100_000)}`, ADDRESS] },
      })
      .then(
        () => 'resolved',
        (error: unknown) => error,
      )
    expect(failed).toMatchObject({ name: 'RelayFrameTooLargeError' })
    vi.advanceTimersByTime(PAST_EXPIRY_MS)
    vi.useRealTimers()
    await reportUnhandled()
    expect(unhandled).toEqual([])
    expect(await sign(dapp, topic, '0x02')).toBe('signed:0x02')
  })

  it('with the relay down, the call rejects with RequestExpiredError at its expiry, and nothing else rejects', async () => {
    const lab = await relayLab()
    close = lab.close
    const { dapp, topic } = await lab.session()
    const down = new Promise((resolve) => dapp.relay.on('disconnect', resolve))
    await lab.relay.close()
    await down
    process.on('unhandledRejection', onUnhandled)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const call = sign(dapp, topic, '0x01')
    vi.advanceTimersByTime(PAST_EXPIRY_MS)
    vi.useRealTimers()
    expect(await outcome(call)).toMatchObject({ error: { name: 'RequestExpiredError' } })
    await reportUnhandled()
    expect(unhandled).toEqual([])
  })
})
