import { startRelay } from '@agentry/relay'
import { describe, expect, it } from 'vitest'
import { SignClient } from '../client/SignClient.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'
import { metadata, outcome } from '../test/testSession.js'

// Issue 18 item 13 (and issue 15 item 3): SignClient.init with no relay listening waited forever, and
// a bad relayUrl was no clear error.

describe('SignClient.init never hangs (item 13)', () => {
  it('rejects with RelayConnectTimeoutError when no relay listens, within its connect bound', async () => {
    const stopped = await startRelay()
    await stopped.close()
    const init = SignClient.init({
      relayUrl: stopped.url,
      metadata: metadata('offline'),
      storage: new MemoryStorage(),
      connectTimeoutMs: 500,
    })
    const result = await outcome(init)
    expect(result).toMatchObject({ error: { name: 'RelayConnectTimeoutError', code: 'RELAY_CONNECT_TIMEOUT' } })
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
