import { afterEach, describe, expect, it } from 'vitest'
import { MemoryStorage } from '../storage/MemoryStorage.js'
import type { RelayDisconnect } from './relayClient.js'
import { ADDRESS, outcome, relayLab, sign } from '../test/testSession.js'

// Issue 18 item 7: a request over the relay's frame limit (params of 200,000 hex chars) made the relay
// close with 1009; the client resent it on every reconnect, with its back-off reset on each open, and
// every session went dead. Now that request is refused with a typed error and the session goes on.

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

/** 200,000 hex chars: over the client's default limit (our relay's, 256 KiB) once sealed. */
const HUGE = `0x${'ab'.repeat(100_000)}`
/** 100,000 hex chars: under the client's default limit, over a relay limited to 64 KiB. */
const LARGE = `0x${'ab'.repeat(50_000)}`

describe('one oversized request (item 7)', () => {
  it('is refused with RelayFrameTooLargeError before it is sent; the session goes on with no reconnect', async () => {
    const lab = await relayLab()
    close = lab.close
    const dappStorage = new MemoryStorage()
    const { dapp, topic, requests } = await lab.session({ dapp: { storage: dappStorage } })
    const drops: RelayDisconnect[] = []
    dapp.relay.on('disconnect', (drop) => drops.push(drop))
    const huge = dapp.request({
      topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [HUGE, ADDRESS] },
    })
    expect(await outcome(huge)).toMatchObject({
      error: { name: 'RelayFrameTooLargeError', code: 'RELAY_FRAME_TOO_LARGE' },
    })
    expect(await sign(dapp, topic, '0x02')).toBe('signed:0x02')
    expect(drops).toEqual([])
    expect(requests.map((request) => request.params.request.params)).toEqual([['0x02', ADDRESS]])
    // Nor is it kept in the history, waiting for an answer that cannot come.
    expect(dappStorage.size).toBeLessThan(50_000)
  })

  it('refused by the relay itself (a lower limit, close 1009): rejected, never resent, and the session goes on', async () => {
    // The relay's limit is below the client's default, so only the relay's close says no.
    const lab = await relayLab({ maxMessageBytes: 64 * 1024 })
    close = lab.close
    const { dapp, topic } = await lab.session()
    const drops: RelayDisconnect[] = []
    dapp.relay.on('disconnect', (drop) => drops.push(drop))
    const large = dapp.request({
      topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [LARGE, ADDRESS] },
    })
    expect(await outcome(large)).toMatchObject({ error: { code: 'RELAY_FRAME_TOO_LARGE' } })
    expect(await outcome(sign(dapp, topic, '0x03'))).toEqual({ value: 'signed:0x03' })
    // One drop, the relay's 1009; the client did not send the frame again on the new connection.
    expect(drops.map((drop) => drop.code)).toEqual([1009])
  })
})
