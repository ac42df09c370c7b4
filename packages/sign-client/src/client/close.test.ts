import { afterEach, describe, expect, it } from 'vitest'
import { outcome, relayLab, REQUIRED, sign } from '../test/testSession.js'
import { ClientClosedError, PingTimeoutError } from '../errors/clientErrors.js'

// `close()` ends every wait on the peer at once, with a typed error, and leaves no rejection that
// nobody handles (in Node an unhandled rejection ends the process). Real relay, two of our clients.

let lab: Awaited<ReturnType<typeof relayLab>> | undefined
const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => void unhandled.push(reason)
process.on('unhandledRejection', onUnhandled)
afterEach(async () => {
  await lab?.close()
  lab = undefined
  unhandled.length = 0
})

/** Lets the event loop run (timers, sockets closing) so late rejections surface before the check. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('close()', () => {
  it('rejects approval(), request(), ping() and a sign-in response at once with ClientClosedError', async () => {
    lab = await relayLab()
    const { dapp, wallet, topic } = await lab.session({ answer: false })
    const request = sign(dapp, topic)
    // The wallet goes offline: the dapp's ping is never answered.
    await wallet.close()
    const ping = dapp.ping({ topic })
    const { approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
    const signIn = await dapp.authenticate({
      chains: ['eip155:1'],
      domain: '127.0.0.1',
      uri: 'http://127.0.0.1/login',
      nonce: 'abcdef123456',
    })
    const waits: Promise<unknown>[] = [request, ping, approval(), signIn.response()]
    await dapp.close()
    const results = await Promise.all(waits.map((wait) => outcome(wait, 5_000)))
    for (const result of results) {
      expect(result).not.toBe('pending')
      expect((result as { error?: unknown }).error).toBeInstanceOf(ClientClosedError)
    }
    await settle()
    expect(unhandled).toEqual([])
  })

  it('ping() to an offline peer rejects with PingTimeoutError after pingTimeoutMs', async () => {
    lab = await relayLab()
    const { dapp, wallet, topic } = await lab.session({ dapp: { pingTimeoutMs: 300 } })
    await dapp.ping({ topic })
    await wallet.close()
    const error = await dapp.ping({ topic }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PingTimeoutError)
    expect(error).toMatchObject({ code: 'PING_TIMEOUT', topic })
  })

  it('a request the relay refuses as oversized (1009), then close(): typed errors and no unhandled rejection', async () => {
    // The relay's frame limit is below the client's: the client sends, the relay closes with 1009.
    lab = await relayLab({ maxMessageBytes: 64 * 1024 })
    const { dapp, topic } = await lab.session({ answer: false })
    const refused = await outcome(sign(dapp, topic, `0x${'ab'.repeat(60_000)}`), 10_000)
    expect((refused as { error?: unknown }).error).toBeInstanceOf(Error)
    const later = sign(dapp, topic, '0x02')
    const ping = dapp.ping({ topic })
    await dapp.close()
    expect((await outcome(later, 5_000)) as { error?: unknown }).toHaveProperty('error')
    expect((await outcome(ping, 5_000)) as { error?: unknown }).toHaveProperty('error')
    await settle()
    expect(unhandled).toEqual([])
  })
})
