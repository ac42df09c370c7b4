import { startRelay } from '@agentry/relay'
import { describe, expect, it } from 'vitest'
import { SignClient } from '../client/SignClient.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'
import { metadata, outcome } from '../test/testSession.js'

// Issue 18 item 13 (and issue 15 item 3): SignClient.init with no relay listening waited forever, and
// a bad relayUrl was no clear error. Since issue 15 item 4 init does not wait on the relay at all (it
// connects on first need, see lazyConnection.test.ts): the first use is what the bound covers.

describe('SignClient.init never hangs (item 13)', () => {
  it('resolves offline when no relay listens; the first connect() rejects with RelayConnectTimeoutError within its bound', async () => {
    const stopped = await startRelay()
    await stopped.close()
    const init = SignClient.init({
      relayUrl: stopped.url,
      metadata: metadata('offline'),
      storage: new MemoryStorage(),
      connectTimeoutMs: 500,
    })
    const started = await outcome(init)
    expect(started).toMatchObject({ value: expect.any(SignClient) })
    const client = (started as { value: SignClient }).value
    try {
      const result = await outcome(client.connect({ optionalNamespaces: {} }))
      expect(result).toMatchObject({ error: { name: 'RelayConnectTimeoutError', code: 'RELAY_CONNECT_TIMEOUT' } })
    } finally {
      await client.close()
    }
  })

  it.each([
    ['omitted', undefined],
    ['not a URL', 'relay.example.org'],
    ['http', 'https://relay.example.org'],
  ])('rejects a relayUrl that is %s with InvalidRelayUrlError', async (_, relayUrl) => {
    const init = SignClient.init({ relayUrl, metadata: metadata('bad'), storage: new MemoryStorage() } as never)
    expect(await outcome(init)).toMatchObject({ error: { name: 'InvalidRelayUrlError', code: 'INVALID_RELAY_URL' } })
  })

  it('rejects no options at all with InvalidRelayUrlError, not a TypeError', async () => {
    const init = (SignClient.init as (options?: unknown) => Promise<SignClient>)()
    expect(await outcome(init)).toMatchObject({ error: { name: 'InvalidRelayUrlError' } })
  })
})
