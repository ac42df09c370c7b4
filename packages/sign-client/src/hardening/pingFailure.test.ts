import { startRelay, type RelayServer } from '@agentry/relay'
import { afterEach, describe, expect, it } from 'vitest'
import { initClientStores } from '../client/context/clientStores.js'
import { createContext, type ClientContext } from '../client/context/context.js'
import { onRequest, onResponse } from '../client/incoming.js'
import { ping } from '../client/session/sessionLifecycle.js'
import { metadata, outcome, relayLab } from '../test/testSession.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'

// Issue 18 (left over): ping() registered the wait for its answer before publishing, and a publish
// that failed left that waiter behind for good, one per failed ping. Now the failure ends the wait.
// Our relays on 127.0.0.1: the session is made on one, then the dapp's stored session is opened on a
// relay that allows one request a minute per connection, which refuses the ping's publish.

const closers: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close().catch(() => undefined)
})

/** The dapp's client parts over `storage`, connected to `relayUrl` and listening on `topic`. */
async function openContext(storage: MemoryStorage, relayUrl: string, topic: string): Promise<ClientContext> {
  const context: ClientContext = createContext(
    { relayUrl, metadata: metadata('dapp'), customStoragePrefix: 'dapp' },
    storage,
    {
      onRequest: (at, request, via) => onRequest(context, at, request, via),
      onResponse: (at, response, method) => onResponse(context, at, response, method),
    },
  )
  closers.push(() => context.relay.close())
  await initClientStores(context)
  await context.relay.connect()
  await context.relay.subscribe(topic)
  return context
}

describe('ping() whose publish fails (issue 18)', () => {
  it('rejects with the relay error and leaves no waiter behind', async () => {
    const lab = await relayLab()
    closers.push(lab.close)
    const storage = new MemoryStorage()
    const { dapp, topic } = await lab.session({ dapp: { storage } })
    await dapp.close()
    const strict: RelayServer = await startRelay({ maxRequestsPerMinute: 1 })
    closers.push(() => strict.close())
    // The subscription took the one request allowed: every ping's publish is refused as rate limited.
    const context = await openContext(storage, strict.url, topic)
    for (let round = 0; round < 5; round += 1) {
      expect(await outcome(ping(context, { topic }))).toMatchObject({ error: { name: 'RelayRequestError' } })
    }
    expect(context.transport.waiting).toBe(0)
  })

  it('an answered ping leaves no waiter either', async () => {
    const lab = await relayLab()
    closers.push(lab.close)
    const storage = new MemoryStorage()
    const { dapp, topic } = await lab.session({ dapp: { storage } })
    await dapp.close()
    const context = await openContext(storage, lab.relay.url, topic)
    expect(await outcome(ping(context, { topic }))).toEqual({ value: undefined })
    expect(context.transport.waiting).toBe(0)
  })
})
